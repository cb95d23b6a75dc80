import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Marks the queries under each key stale, so those on screen fetch again; settles once all
 * have. A mutation calls it for every read its change touches.
 */
export const useInvalidate = () => {
  const queryClient = useQueryClient();
  return (...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
};

/** A contract route's mutation hook, as the ts-rest client gives it. */
type MutationRoute<M> = { useMutation: (options: { onSuccess: () => Promise<unknown> }) => M };

/** The route's mutation; once it succeeds, the queries under `keys` are invalidated. */
export const useInvalidatingMutation = <M>(route: MutationRoute<M>, keys: QueryKey[]): M => {
  const invalidate = useInvalidate();
  return route.useMutation({ onSuccess: () => invalidate(...keys) });
};
