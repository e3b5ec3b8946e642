/**
 * A user's feedback to the app's makers (an idea, a problem, praise), with an optional screenshot,
 * and the operator's answer (`npm run feedback`). User-level: a user reads only their own.
 */
import { z } from 'zod';
import { ulidSchema } from './common.ts';
import { FEEDBACK_KINDS } from './constants.ts';
import { TEXT_LIMITS } from './text-limits.ts';

export { FEEDBACK_DAILY_LIMIT, FEEDBACK_KINDS, type FeedbackKind } from './constants.ts';

export const feedbackSchema = z
  .object({
    id: z.string(),
    kind: z.enum(FEEDBACK_KINDS),
    text: z.string(),
    /** The screenshot sent with it, as a /media address; null without one. */
    screenshotUrl: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    /** The operator's answer, null until there is one. */
    answer: z.string().nullable(),
    answeredAt: z.iso.datetime({ offset: true }).nullable(),
    /** An answer the user has not seen yet (the feedback screen marks it seen). */
    unread: z.boolean(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedbackSchema>;

export const createFeedbackBody = z
  .object({
    id: ulidSchema,
    kind: z.enum(FEEDBACK_KINDS, { message: 'validation.invalid' }),
    text: z.string().trim().min(1, { message: 'validation.required' }).max(TEXT_LIMITS.feedbackText, { message: 'validation.tooLong' }),
  })
  .strict();
export type CreateFeedbackWire = z.input<typeof createFeedbackBody>;

export const feedbackListAnswer = z.object({
  /** The user's own feedback, newest first (the newest 100). */
  items: z.array(feedbackSchema),
  /** How many answers the user has not seen yet. */
  unread: z.number().int(),
});
export type FeedbackList = z.infer<typeof feedbackListAnswer>;

export const feedbackParams = z.object({ feedbackId: ulidSchema });
