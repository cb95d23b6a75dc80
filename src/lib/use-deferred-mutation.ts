import { useCallback, useState } from 'react';
import { loadQueryLibrary, useLazyQueryClient } from './lazy-query-client';

export type DeferredMutation<TVariables, TResult> = {
  mutateAsync: (variables: TVariables) => Promise<TResult>;
  isPending: boolean;
};

/**
 * useMutation's `mutateAsync` and `isPending` for a screen that draws before the query library
 * and the API client have loaded (the sign-in screen, docs/decisions/0032): both load when the
 * mutation first runs, and it then runs through the query client's mutation cache like any
 * other (its failures reach the 401 and 403 reactions).
 *
 *   const login = useDeferredMutation(async (args: LoginArgs) => (await import('@/lib/tsr')).tsr.auth.login.mutate(args));
 */
export const useDeferredMutation = <TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
): DeferredMutation<TVariables, TResult> => {
  const lazyClient = useLazyQueryClient();
  const [pending, setPending] = useState(0);
  const mutateAsync = useCallback(
    async (variables: TVariables) => {
      setPending((count) => count + 1);
      try {
        const [queryClient, { runMutation }] = await Promise.all([lazyClient.load(), loadQueryLibrary()]);
        return await runMutation(queryClient, mutationFn, variables);
      } finally {
        setPending((count) => count - 1);
      }
    },
    [lazyClient, mutationFn],
  );
  return { mutateAsync, isPending: pending > 0 };
};
