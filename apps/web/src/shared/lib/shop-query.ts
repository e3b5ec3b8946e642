import { useMutation, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useShopId } from './shop';

/**
 * A read of the current shop's: `key` and `read` get the shop's id (`read` the abort signal too);
 * nothing is asked before there is a shop. `options` are the query's other settings.
 */
export function useShopQuery<T, K extends QueryKey>(
  key: (shopId: string) => K,
  read: (shopId: string, signal: AbortSignal) => Promise<T>,
  options: Omit<UseQueryOptions<T, Error, T, K>, 'queryKey' | 'queryFn' | 'enabled'> = {},
) {
  const shopId = useShopId();
  return useQuery({ ...options, queryKey: key(shopId), queryFn: ({ signal }) => read(shopId, signal), enabled: shopId !== '' });
}

/**
 * A change to the current shop's data: `call` gets the shop's id; after it, done or refused, what is
 * cached under `stale(shopId)` is read again.
 */
export function useShopMutation<V, R>(call: (shopId: string, v: V) => Promise<R>, stale: (shopId: string) => QueryKey) {
  const shopId = useShopId();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(shopId, v),
    onSettled: () => qc.invalidateQueries({ queryKey: stale(shopId) }),
  });
}
