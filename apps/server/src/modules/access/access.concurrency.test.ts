/**
 * Real parallel requests over HTTP on one role: people being given the role while it is deleted.
 * On PostgreSQL they race on the role's row lock; PGlite serializes them, where the same rules
 * must hold all the same. Nobody ends up holding a role that is gone, one number joins once, and
 * nothing answers 500.
 */
import { ulid } from '@dokani/core';
import type { Role } from '@dokani/contracts/access';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { bearer, newMobile, signUp } from '../../test/auth.ts';
import { ownerWithShop } from '../contacts/contacts.fixtures.ts';
import type { ShopFixture } from '../contacts/contacts.fixtures.ts';

let t: TestApp;
let s: ShopFixture;
let base: string;

withTestApp(async (app) => {
  t = app;
  s = await ownerWithShop(t);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

const call = (method: string, path: string, body?: object) =>
  fetch(`${base}/api/v1/shops/${s.shopId}${path}`, {
    method,
    headers: { ...bearer(s.token), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  }).then((r) => r.status);

describe('a role given and deleted at once', () => {
  it.each([0, 1, 2])('round %i: the delete wins only when nobody got the role; no 500, no one left with a role that is gone', async () => {
    const roleId = ulid();
    expect(await call('POST', '/roles', { id: roleId, name: `Burst ${ulid()}`, features: ['contacts'] })).toBe(201);
    const gives = Array.from({ length: 12 }, () => call('POST', '/members', { id: ulid(), mobile: newMobile(), roleId }));
    const statuses = await Promise.all([...gives.slice(0, 6), call('DELETE', `/roles/${roleId}`), ...gives.slice(6)]);
    const deleted = statuses[6] === 204;
    const given = statuses.filter((st, i) => i !== 6 && st === 201).length;
    expect(statuses.every((st) => st < 500)).toBe(true);
    expect([204, 409]).toContain(statuses[6]);
    // Gives after the delete are refused as a role that no longer exists.
    expect(statuses.filter((st, i) => i !== 6 && st !== 201).every((st) => st === 400)).toBe(true);

    const roles = (await t.call({ method: 'GET', url: `/api/v1/shops/${s.shopId}/roles`, headers: bearer(s.token) })).json<{
      items: Role[];
    }>().items;
    const role = roles.find((r) => r.id === roleId);
    if (deleted) {
      expect(role).toBeUndefined();
      expect(given).toBe(0);
    } else {
      expect(role?.memberCount).toBe(given);
      expect(given).toBeGreaterThan(0);
    }
  });
});

describe('one number added by several requests at once', () => {
  it.each(['without an account (an invitation)', 'with an account'])(
    '%s: it joins once; the others are told it is already there',
    async (kind) => {
      // Each request gives another role, so the role's lock does not line them up.
      const roleIds = (await t.call({ method: 'GET', url: `/api/v1/shops/${s.shopId}/roles`, headers: bearer(s.token) }))
        .json<{ items: Role[] }>()
        .items.map((r) => r.id);
      const mobile = kind.startsWith('with an') ? (await signUp(t)).mobile : newMobile();
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${base}/api/v1/shops/${s.shopId}/members`, {
            method: 'POST',
            headers: { ...bearer(s.token), 'content-type': 'application/json' },
            body: JSON.stringify({ id: ulid(), mobile, roleId: roleIds[i % roleIds.length] }),
          }).then(async (r) => ({ status: r.status, code: ((await r.json()) as { error?: { code?: string } }).error?.code })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.code === 'MEMBER_EXISTS')).toBe(true);
      const members = (await t.call({ method: 'GET', url: `/api/v1/shops/${s.shopId}/members`, headers: bearer(s.token) })).json<{
        items: { mobile: string }[];
      }>().items;
      expect(members.filter((m) => m.mobile === `+88${mobile}`)).toHaveLength(1);
    },
  );
});
