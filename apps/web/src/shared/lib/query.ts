import { QueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/shared/stores/auth';
import { ApiError } from './http';

/** The spec's data-fetching defaults (section 7/9). */
export const QUERY_STALE_TIME = 1_800_000;
export const QUERY_RETRIES = 3;
export const MUTATION_RETRIES = 2;

/** Retry network and server failures up to `max` times; a 4xx answer will not change. */
export function retryUnlessClientError(max: number) {
  return (failureCount: number, error: unknown): boolean => {
    if (error instanceof ApiError && error.isClientError) return false;
    return failureCount < max;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME,
        retry: retryUnlessClientError(QUERY_RETRIES),
        refetchOnWindowFocus: false,
      },
      // Creates carry a client ULID, so a retried create never makes a second record.
      mutations: { retry: retryUnlessClientError(MUTATION_RETRIES) },
    },
  });
}

/**
 * The app's one query client (shared by the /shop and dashboard layouts). Cached server data
 * belongs to one session: a new or ended session (sign-in, logout, expiry, a 401 from the server)
 * starts from an empty cache, so no user ever sees another's data.
 */
function appQueryClient(): QueryClient {
  const client = createQueryClient();
  useAuthStore.subscribe((state, prev) => {
    if (state.token !== prev.token) client.clear();
  });
  return client;
}

/** Marked pure so a chunk that imports this module without using the client (the sign-in pages) leaves it out. */
export const queryClient = /* @__PURE__ */ appQueryClient();
