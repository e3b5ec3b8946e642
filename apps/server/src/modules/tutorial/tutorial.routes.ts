/**
 * /api/v1/me/tutorial — the app training's progress: which guides the signed-in user has followed
 * (user-level, whichever shop they are in). A guide is marked when the user opens the screen it
 * teaches from it, and can be unmarked; marking one twice keeps its first moment.
 */
import { TUTORIAL_GUIDES } from '@dokani/contracts/tutorial';
import type { TutorialProgress } from '@dokani/contracts/tutorial';
import type { FastifyInstance } from 'fastify';
import { requireSession } from '../../platform/auth/index.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { routesOf } from '../../platform/route.ts';

async function progressOf(db: Queryable, userId: string): Promise<TutorialProgress> {
  const rows = await db.selectFrom('tutorial_progress').select(['guide', 'done_at']).where('user_id', '=', userId).execute();
  const done = new Map(rows.map((r) => [r.guide, r.done_at]));
  return { guides: TUTORIAL_GUIDES.map((g) => ({ key: g.key, doneAt: done.get(g.key)?.toISOString() ?? null })) };
}

export function registerTutorialRoutes(app: FastifyInstance, deps: AppDeps): void {
  const route = routesOf(app, { tags: ['tutorial'] });

  route('GET /me/tutorial', { auth: 'user', summary: 'The app training guides and which of them the user has followed' }, async (req) =>
    progressOf(deps.db, requireSession(req).user.id),
  );

  route('PUT /me/tutorial/:guide', { auth: 'user', summary: 'Marks a guide followed (again: kept as first marked)' }, async (req) => {
    const { user } = requireSession(req);
    await deps.db
      .insertInto('tutorial_progress')
      .values({ user_id: user.id, guide: req.params.guide, done_at: deps.clock.now() })
      .onConflict((oc) => oc.columns(['user_id', 'guide']).doNothing())
      .execute();
    return progressOf(deps.db, user.id);
  });

  route('DELETE /me/tutorial/:guide', { auth: 'user', summary: 'Marks a guide not followed' }, async (req) => {
    const { user } = requireSession(req);
    await deps.db.deleteFrom('tutorial_progress').where('user_id', '=', user.id).where('guide', '=', req.params.guide).execute();
    return progressOf(deps.db, user.id);
  });
}
