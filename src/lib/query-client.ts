import { MutationCache, MutationObserver, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { getErrorStatus } from './api-errors';

/** Unused data is kept 60 s; no polling, no refetch on focus. */
export const QUERY_GC_TIME_MS = 60_000;

/** A 4xx will not change by asking again; a network blip or a 5xx might. */
const shouldRetry = (failureCount: number, error: unknown): boolean => {
  const status = getErrorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
};

export const createQueryClient = ({
  onError,
  retry = true,
}: { onError?: (error: unknown) => void; retry?: boolean } = {}) =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        gcTime: QUERY_GC_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: retry ? shouldRetry : false,
      },
      mutations: { retry: false },
    },
  });

/**
 * A query marks its answer as the same whoever asks (`meta: SAME_FOR_EVERYONE`, the system
 * notification): a new session has nothing to ask again there.
 */
export const SAME_FOR_EVERYONE = { sameForEveryone: true } as const;

const isPerSession = (query: Query): boolean => query.meta?.sameForEveryone !== true;

/**
 * "On login success the API cache is reset", and the same at sign-out:
 * nothing one user fetched may show on another user's screens. Requests still under way
 * are cancelled first: their answers belong to the previous session, and a late 401 from
 * one must not sign the new user out. Queries nobody watches are dropped; those on screen
 * lose their data and fetch again as the new user. Answers that are the same for everyone
 * stay: signing in then loads each call once (docs/decisions/0050).
 */
export const resetApiCache = async (queryClient: QueryClient): Promise<void> => {
  await queryClient.cancelQueries({ predicate: isPerSession });
  queryClient.getMutationCache().clear();
  queryClient.removeQueries({ type: 'inactive', predicate: isPerSession });
  void queryClient.resetQueries({ type: 'active', predicate: isPerSession });
};

/**
 * At sign-out: everything the user fetched goes, and nothing is fetched again. The signed-in
 * screens stay mounted for a moment after the navigation to /auth (React draws it in a
 * transition); refetching their queries then would ask as nobody and get a 401 each.
 * Requests under way are cancelled first. Public queries on the next screen simply ask
 * again when it draws them.
 */
export const clearApiCache = async (queryClient: QueryClient): Promise<void> => {
  await queryClient.cancelQueries();
  queryClient.clear();
};

/**
 * A mutation run outside a component's useMutation (src/lib/use-deferred-mutation.ts): it goes
 * through the client's mutation cache all the same, so its failure reaches the same error
 * handler (the 401 and 403 reactions).
 */
export const runMutation = <TVariables, TResult>(
  queryClient: QueryClient,
  mutationFn: (variables: TVariables) => Promise<TResult>,
  variables: TVariables,
): Promise<TResult> =>
  new MutationObserver<TResult, unknown, TVariables>(queryClient, { mutationFn }).mutate(variables);
