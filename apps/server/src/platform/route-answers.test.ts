/**
 * The contract's table of routes (packages/contracts/src/api.ts), which the web calls by key and
 * checks every answer against in development and tests, is the server's own: every /api/v1 route
 * is in it, registered from its entry (route.ts) with the very answer schema the entry gives, and
 * it names no route the server does not have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type RouteContract } from '@dokani/contracts/api';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('the table of routes matches the server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every route answers with the schema the table gives it, and the table has no other route', () => {
    const served = new Map(
      [...t.app.routeAnswers].filter(([k]) => k.includes(' /api/v1/')).map(([k, v]) => [k.replace(' /api/v1/', ' /'), v]),
    );
    expect(served.size).toBeGreaterThan(100);
    const table: Record<string, RouteContract> = API;
    expect([...served.keys()].filter((k) => !(k in table))).toEqual([]);
    expect([...served].filter(([k, v]) => table[k]?.answer !== v).map(([k]) => k)).toEqual([]);
    expect(Object.keys(table).filter((k) => !served.has(k))).toEqual([]);
  });
});
