/**
 * The operator's side of the feedback (`npm run feedback`, src/feedback.ts): the open items with
 * who sent them, newest first, and the answer to one, which its sender then sees in the app.
 */
import { TEXT_LIMITS } from '@dokani/contracts/text-limits';
import type { Db, Queryable } from '../../platform/db/schema.ts';

export interface OpenFeedback {
  id: string;
  kind: string;
  text: string;
  screenshotUrl: string | null;
  createdAt: Date;
  userName: string;
  userMobile: string;
}

/** Every unanswered feedback, newest first. */
export async function listOpenFeedback(db: Queryable): Promise<OpenFeedback[]> {
  const rows = await db
    .selectFrom('feedback as f')
    .innerJoin('users as u', 'u.id', 'f.user_id')
    .select(['f.id', 'f.kind', 'f.body', 'f.screenshot_url', 'f.created_at', 'u.name', 'u.mobile'])
    .where('f.answer', 'is', null)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    text: r.body,
    screenshotUrl: r.screenshot_url,
    createdAt: r.created_at,
    userName: r.name,
    userMobile: r.mobile,
  }));
}

export type AnswerOutcome = 'answered' | 'not-found' | 'ambiguous' | 'empty' | 'too-long';

/**
 * Answers the feedback with this id (a second answer replaces the first, and shows as unread
 * again). The id is the sender's own ULID, unique per user: one that two users happen to share is
 * refused rather than guessed.
 */
export async function answerFeedback(db: Db, id: string, answer: string, at: Date): Promise<AnswerOutcome> {
  const text = answer.trim();
  if (text === '') return 'empty';
  if (text.length > TEXT_LIMITS.feedbackAnswer) return 'too-long';
  return db.transaction().execute(async (trx) => {
    const matches = await trx.selectFrom('feedback').select('user_id').where('id', '=', id).forUpdate().execute();
    const [only] = matches;
    if (!only) return 'not-found';
    if (matches.length > 1) return 'ambiguous';
    await trx
      .updateTable('feedback')
      .set({ answer: text, answered_at: at, answer_read_at: null })
      .where('user_id', '=', only.user_id)
      .where('id', '=', id)
      .execute();
    return 'answered';
  });
}
