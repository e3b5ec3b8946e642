/**
 * A user's feedback to the app's makers: send one (at most FEEDBACK_DAILY_LIMIT in any 24 hours),
 * add a screenshot to it, read one's own with the operator's answers, and mark the answers seen.
 * User-level: every query takes the user's id, and another user's feedback does not exist here.
 */
import type { Feedback, FeedbackList } from '@dokani/contracts/feedback';
import { FEEDBACK_DAILY_LIMIT } from '@dokani/contracts/feedback';
import type { AuthUser } from '../../platform/auth/index.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { mediaUrl, newStoredName, removeStoredFiles, storeFile, storedNameOfUrl } from '../../platform/files.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { processImage } from '../../platform/images.ts';
import * as repo from './feedback.repo.ts';
import { toFeedback } from './feedback.dto.ts';

/** The list's length: the newest this many of a user's feedback. */
const LIST_SIZE = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A phone's screenshot stays readable (a tall one is fitted to 1600 px high). */
const SCREENSHOT_SIZE = [{ maxPx: 1600, quality: 80 }] as const;

export async function listFeedback(deps: AppDeps, user: AuthUser): Promise<FeedbackList> {
  const [rows, unread] = await Promise.all([repo.listOfUser(deps.db, user.id, LIST_SIZE), repo.unreadOfUser(deps.db, user.id)]);
  return { items: rows.map(toFeedback), unread };
}

/**
 * Idempotent by the client's id (scope: the user). The user's row is locked first, so a burst of
 * sends is counted one after the other: the 24 hours' count is read with every earlier send of the
 * burst committed, and the one past the limit is refused (429 FEEDBACK_LIMIT_REACHED).
 */
export async function sendFeedback(
  deps: AppDeps,
  user: AuthUser,
  body: { id: string; kind: Feedback['kind']; text: string },
): Promise<{ created: boolean; feedback: Feedback }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirstOrThrow();
    const load = async () => toFeedback(await repo.findOfUser(trx, user.id, body.id).then(found));
    const { created, value } = await createOnce(
      trx,
      { scope: user.id, resource: 'feedback', id: body.id, body: { kind: body.kind, text: body.text }, at: now },
      async () => {
        const sent = await repo.countSince(trx, user.id, new Date(now.getTime() - DAY_MS));
        if (sent >= FEEDBACK_DAILY_LIMIT) throw new AppError('FEEDBACK_LIMIT_REACHED', { limit: FEEDBACK_DAILY_LIMIT });
        await repo.insertFeedback(trx, { userId: user.id, id: body.id, kind: body.kind, body: body.text, at: now });
        return load();
      },
      load,
    );
    return { created, feedback: value };
  });
}

function found<T>(row: T | undefined): T {
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/**
 * The screenshot of one's own feedback: one image, stored as WebP under /media (an unguessable
 * name in the user's own folder, as the shops' photos are). It replaces the one before; the new
 * file is written before the row changes, the replaced one removed after the commit.
 */
export async function setScreenshot(deps: AppDeps, user: AuthUser, feedbackId: string, upload: Buffer): Promise<Feedback> {
  // Unknown feedback (or another user's) costs no image work.
  found(await repo.findOfUser(deps.db, user.id, feedbackId));
  const [image] = await processImage(upload, SCREENSHOT_SIZE);
  const name = newStoredName(user.id, 'fb', '.webp');
  const { dataDir } = deps.config;
  let result: { feedback: Feedback; replaced: string | null };
  try {
    await storeFile(dataDir, name, image.data);
    result = await deps.db.transaction().execute(async (trx) => {
      const current = found(await repo.findOfUser(trx, user.id, feedbackId, true));
      await repo.setScreenshotUrl(trx, user.id, feedbackId, mediaUrl(name));
      return { feedback: toFeedback(found(await repo.findOfUser(trx, user.id, feedbackId))), replaced: current.screenshot_url };
    });
  } catch (e) {
    await removeStoredFiles(dataDir, [name], deps.logger);
    throw e;
  }
  const old = storedNameOfUrl(result.replaced, user.id);
  if (old) await removeStoredFiles(dataDir, [old], deps.logger);
  return result.feedback;
}

/** The user has seen every answer they have (the feedback screen was opened). */
export async function markAnswersRead(deps: AppDeps, user: AuthUser): Promise<void> {
  await repo.markRead(deps.db, user.id, deps.clock.now());
}
