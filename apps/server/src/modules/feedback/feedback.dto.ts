/** A feedback row as the API answers it. */
import type { Feedback } from '@dokani/contracts/feedback';
import type { FeedbackTable } from '../../platform/db/schema.ts';

export function toFeedback(r: FeedbackTable): Feedback {
  return {
    id: r.id,
    kind: r.kind as Feedback['kind'],
    text: r.body,
    screenshotUrl: r.screenshot_url,
    createdAt: r.created_at.toISOString(),
    answer: r.answer,
    answeredAt: r.answered_at?.toISOString() ?? null,
    unread: r.answer !== null && r.answer_read_at === null,
  };
}
