import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getErrorStatus } from './api-errors';

/** Unused data is kept 60 s; no polling, no refetch on focus (spec section 9). */
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
