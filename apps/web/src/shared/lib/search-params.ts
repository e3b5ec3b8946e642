import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Values to change in the address's query: a value sets its parameter, '' or null removes it. */
export type ParamsPatch = Readonly<Record<string, string | null | undefined>>;

/** The query `prev` with `patch` applied. */
export function patchedParams(prev: URLSearchParams, patch: ParamsPatch): URLSearchParams {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(patch)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * The address's query parameters and a change to some of them, made in place: a page's filters and
 * tabs live in its address, and changing one is no new step back.
 */
export function useParamsPatch(): [URLSearchParams, (patch: ParamsPatch) => void] {
  const [params, setParams] = useSearchParams();
  const patch = useCallback((p: ParamsPatch) => setParams((prev) => patchedParams(prev, p), { replace: true }), [setParams]);
  return [params, patch];
}
