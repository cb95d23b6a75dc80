import type { User } from '@contract/schemas/user';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSessionActions } from '@/lib/session/use-session-actions';

type TokenSignInState = { status: 'pending' } | { status: 'failed'; error: unknown };

/**
 * Signs in with the token of an e-mail link (magic link, confirm e-mail) as the screen opens,
 * and again on `retry`. Success completes the sign-in (the return path, or /); a failure is
 * handed back for the screen to explain. A missing token fails at once.
 */
export const useTokenSignIn = (token: string | null, signIn: (token: string) => Promise<User>) => {
  const { completeSignIn } = useSessionActions();
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<{ attempt: number; error: unknown } | null>(null);
  // The call has effects (a magic link is used up), so it runs once per attempt, also under
  // StrictMode, which runs every effect twice in development.
  const started = useRef<string | null>(null);

  useEffect(() => {
    const key = `${attempt}:${token ?? ''}`;
    if (token === null || started.current === key) return;
    started.current = key;
    signIn(token).then(
      (user) => completeSignIn(user),
      (error: unknown) => setFailure({ attempt, error }),
    );
  }, [attempt, token, signIn, completeSignIn]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);

  const state: TokenSignInState =
    token === null
      ? { status: 'failed', error: null }
      : failure?.attempt === attempt
        ? { status: 'failed', error: failure.error }
        : { status: 'pending' };
  return { state, retry };
};
