import type { VerificationChallenge } from '@contract/schemas/enums';
import type { User } from '@contract/schemas/user';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { CodeInputHandle } from '@/components/code-input/code-input';
import { useRequestCode } from '../api/use-request-code';
import { useVerifyCode } from '../api/use-verify-code';
import { describeVerificationFailure } from '../verification-failure';
import { CHALLENGE_TEXTS, CODE_RESENT, MISSING_PHONE } from '../verification-texts';

export type StepState =
  /** The code input and the resend link show; `error` under the input, `notice` below. */
  | { kind: 'entering'; error?: string; notice?: string }
  /** Nothing to type: only the message (a 422 or a 500 hides both). */
  | { kind: 'blocked'; message: string };

type Options = {
  challenge: VerificationChallenge;
  user: User;
  codeInput: RefObject<CodeInputHandle | null>;
  onVerified: () => void;
};

/**
 * One verification step: sends a code as soon as the step shows (`force: false`: a code
 * still valid is kept), checks the code once the boxes are full, and sends a new one on
 * request (`force: true`). Phone codes go out only to a user with a phone number.
 */
export const useVerificationStep = ({ challenge, user, codeInput, onVerified }: Options) => {
  const { channel } = CHALLENGE_TEXTS[challenge];
  const hasDestination = channel === 'email' || user.hasPhoneNumber;
  const [state, setState] = useState<StepState>(() =>
    hasDestination ? { kind: 'entering' } : { kind: 'blocked', message: MISSING_PHONE },
  );
  const requestCode = useRequestCode();
  const verifyCode = useVerifyCode({ onVerified });

  /** Shows the failure; true when the step can go on (the input stays). */
  const fail = (error: unknown): boolean => {
    const failure = describeVerificationFailure(error);
    setState(
      failure.kind === 'blocked'
        ? { kind: 'blocked', message: failure.message }
        : { kind: 'entering', error: failure.message },
    );
    return failure.kind !== 'blocked';
  };

  // The code request under way, resolving to whether the step can go on. A code typed or
  // pasted before its answer waits for it: checked earlier, it could reach the server
  // before the code it is checked against exists.
  const sendingRef = useRef<Promise<boolean>>(Promise.resolve(true));
  const [isQueued, setIsQueued] = useState(false);

  const send = (force: boolean) => {
    sendingRef.current = requestCode.mutateAsync({ params: { channel }, body: { force } }).then(() => {
      // The automatic send says nothing: the card's instruction already says a code went out.
      // A resend says so, and empties the boxes for the new code.
      if (force) {
        setState({ kind: 'entering', notice: CODE_RESENT });
        codeInput.current?.reset();
      }
      return true;
    }, fail);
  };

  // Once per step, even when React runs effects twice in development.
  const hasSentRef = useRef(false);
  const sendFirstCode = useEffectEvent(() => send(false));
  useEffect(() => {
    if (!hasDestination || hasSentRef.current) return;
    hasSentRef.current = true;
    sendFirstCode();
  }, [hasDestination]);

  const submit = (code: string) => {
    setState({ kind: 'entering' });
    setIsQueued(true);
    void sendingRef.current.then((canGoOn) => {
      setIsQueued(false);
      if (!canGoOn) return;
      verifyCode.mutate(
        { params: { channel }, body: { code } },
        {
          onError: (error) => {
            fail(error);
            // A wrong code is cleared for the next try (spec: "It submits when all boxes are filled").
            codeInput.current?.reset();
          },
        },
      );
    });
  };

  return {
    state,
    submit,
    resend: () => send(true),
    isSending: requestCode.isPending,
    isChecking: isQueued || verifyCode.isPending,
  };
};
