import { describe, expect, it } from 'vitest';
import { ApiError } from './http';
import { createQueryClient, MUTATION_RETRIES, QUERY_RETRIES, QUERY_STALE_TIME, retryUnlessClientError } from './query';

describe('query client defaults (spec §7/§9)', () => {
  it('stale 30 min, 3 query retries, 2 mutation retries, no refetch on focus', () => {
    const client = createQueryClient();
    const q = client.getDefaultOptions().queries;
    const m = client.getDefaultOptions().mutations;
    expect(QUERY_STALE_TIME).toBe(1_800_000);
    expect(q?.staleTime).toBe(1_800_000);
    expect(q?.refetchOnWindowFocus).toBe(false);
    expect(QUERY_RETRIES).toBe(3);
    expect(MUTATION_RETRIES).toBe(2);
    const retryQ = q?.retry as (n: number, e: unknown) => boolean;
    const retryM = m?.retry as (n: number, e: unknown) => boolean;
    const net = new ApiError(0, 'NETWORK', 'x');
    expect([0, 1, 2, 3].map((n) => retryQ(n, net))).toEqual([true, true, true, false]);
    expect([0, 1, 2].map((n) => retryM(n, net))).toEqual([true, true, false]);
  });

  it('never retries a 4xx', () => {
    const retry = retryUnlessClientError(3);
    expect(retry(0, new ApiError(400, 'VALIDATION_FAILED', 'x'))).toBe(false);
    expect(retry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(retry(0, new ApiError(500, 'INTERNAL', 'x'))).toBe(true);
    expect(retry(0, new Error('x'))).toBe(true);
  });
});
