/**
 * The contract's table of answers (packages/contracts/src/answers.ts), which the web checks every
 * answer against in development and tests, is the server's own: every route is in it, with the
 * very schema the route declares, and it names no route the server does not have.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ANSWERS } from '@dokani/contracts/answers';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('the answers table matches the routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every route answers with the schema the table gives it, and the table has no other route', () => {
    const served = new Map(
      [...t.app.routeAnswers].filter(([k]) => k.includes(' /api/v1/')).map(([k, v]) => [k.replace(' /api/v1/', ' /'), v]),
    );
    expect(served.size).toBeGreaterThan(80);
    const mismatched = [...served].filter(([k, v]) => API_ANSWERS[k] !== v).map(([k]) => k);
    expect(mismatched).toEqual([]);
    expect(Object.keys(API_ANSWERS).filter((k) => !served.has(k))).toEqual([]);
  });
});
