/** Queries of feedback. Every function of a user's takes the user's id first; the operator's are at the end. */
import type { FeedbackTable, Queryable } from '../../platform/db/schema.ts';

export async function findOfUser(db: Queryable, userId: string, id: string, lock = false): Promise<FeedbackTable | undefined> {
  let q = db.selectFrom('feedback').selectAll().where('user_id', '=', userId).where('id', '=', id);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

/** The user's newest `limit` feedback, newest first. */
export async function listOfUser(db: Queryable, userId: string, limit: number): Promise<FeedbackTable[]> {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Answers the user has not seen. */
export async function unreadOfUser(db: Queryable, userId: string): Promise<number> {
  const r = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('answer', 'is not', null)
    .where('answer_read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/** How many the user sent since `since`. */
export async function countSince(db: Queryable, userId: string, since: Date): Promise<number> {
  const r = await db
    .selectFrom('feedback')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function insertFeedback(
  db: Queryable,
  f: { userId: string; id: string; kind: string; body: string; at: Date },
): Promise<void> {
  await db.insertInto('feedback').values({ user_id: f.userId, id: f.id, kind: f.kind, body: f.body, created_at: f.at }).execute();
}

export async function setScreenshotUrl(db: Queryable, userId: string, id: string, url: string): Promise<void> {
  await db.updateTable('feedback').set({ screenshot_url: url }).where('user_id', '=', userId).where('id', '=', id).execute();
}

export async function markRead(db: Queryable, userId: string, at: Date): Promise<void> {
  await db
    .updateTable('feedback')
    .set({ answer_read_at: at })
    .where('user_id', '=', userId)
    .where('answer', 'is not', null)
    .where('answer_read_at', 'is', null)
    .execute();
}
