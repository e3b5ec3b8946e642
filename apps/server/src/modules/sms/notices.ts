/**
 * The SMS a shop sent one contact about their due — the notice with a due entry and the reminder
 * (the SMS list): listed newest first with the contact's name, and a failed one sent
 * again, once, charged to the shop's credit like the first.
 */
import { ulid } from '@dokani/core';
import { SMS_NOTICE_PURPOSES, type SmsNotice } from '@dokani/contracts';
import type { ShopContext } from '../../platform/auth/index.ts';
import { decodeCursor, pageOf, ULID_RE } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { contactNamesByMobile } from '../contacts/index.ts';
import { refusal, sendCharged, SMS_PER_SUBJECT } from './charged.ts';

const PAGE = 30;
const COLUMNS = ['id', 'purpose', 'to_mobile', 'text', 'segments', 'status', 'error', 'created_at', 'resent_as'] as const;

type NoticeRow = {
  id: string;
  purpose: string;
  to_mobile: string;
  text: string;
  segments: number;
  status: SmsNotice['status'];
  error: string | null;
  created_at: Date;
  resent_as: string | null;
};

async function noticesOut(db: Queryable, shopId: string, rows: NoticeRow[]): Promise<SmsNotice[]> {
  const names = await contactNamesByMobile(
    db,
    shopId,
    rows.map((r) => r.to_mobile),
  );
  return rows.map((r) => ({
    id: r.id,
    purpose: r.purpose as SmsNotice['purpose'],
    mobile: r.to_mobile,
    contactName: names.get(r.to_mobile) ?? null,
    text: r.text,
    parts: r.segments,
    status: r.status,
    error: r.error,
    createdAt: r.created_at.toISOString(),
    resentAs: r.resent_as,
  }));
}

export async function listNotices(
  deps: AppDeps,
  shop: ShopContext,
  cursor: string | undefined,
): Promise<{ items: SmsNotice[]; nextCursor: string | null }> {
  let q = deps.db
    .selectFrom('sms_messages')
    .select(COLUMNS)
    .where('shop_id', '=', shop.id)
    .where('purpose', 'in', [...SMS_NOTICE_PURPOSES]);
  if (cursor) {
    const [id] = decodeCursor(cursor, [ULID_RE]);
    q = q.where('id', '<', id as string);
  }
  const rows = await q
    .orderBy('id', 'desc')
    .limit(PAGE + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, PAGE, (last) => [last.id]);
  return {
    items: await noticesOut(deps.db, shop.id, page),
    nextCursor,
  };
}

/**
 * Sends a failed notice again as a new one (its parts taken from the credit again). The first
 * request to claim the failed notice wins; another → 409 SMS_ALREADY_RESENT, one for a notice that
 * did not fail → 409 SMS_NOTHING_FAILED.
 * The credit short → 402 SMS_CREDIT_SHORT and the notice can be sent again later.
 */
export async function resendNotice(deps: AppDeps, shop: ShopContext, messageId: string): Promise<SmsNotice> {
  const newId = ulid(deps.clock.now().getTime());
  const claimed = await deps.db
    .updateTable('sms_messages')
    .set({ resent_as: newId })
    .where('id', '=', messageId)
    .where('shop_id', '=', shop.id)
    .where('purpose', 'in', [...SMS_NOTICE_PURPOSES])
    .where('status', '=', 'failed')
    .where('resent_as', 'is', null)
    .returning(['to_mobile', 'text', 'purpose', 'subject_id'])
    .executeTakeFirst();
  if (!claimed) {
    const known = await deps.db
      .selectFrom('sms_messages')
      .select(['status', 'resent_as'])
      .where('id', '=', messageId)
      .where('shop_id', '=', shop.id)
      .where('purpose', 'in', [...SMS_NOTICE_PURPOSES])
      .executeTakeFirst();
    if (!known) throw new AppError('NOT_FOUND');
    throw new AppError(known.resent_as ? 'SMS_ALREADY_RESENT' : 'SMS_NOTHING_FAILED');
  }
  const subject = claimed.subject_id ?? undefined;
  const sent = await sendCharged(
    deps,
    shop.id,
    shop.timezone,
    {
      id: newId,
      shopId: shop.id,
      to: claimed.to_mobile,
      text: claimed.text,
      purpose: claimed.purpose,
      ...(subject ? { subjectId: subject } : {}),
    },
    { perSubject: SMS_PER_SUBJECT[claimed.purpose as SmsNotice['purpose']] },
  );
  if (sent.status === 'no-credit' || sent.status === 'limited') {
    // nothing was sent: the failed notice may be sent again once there is credit
    await deps.db.updateTable('sms_messages').set({ resent_as: null }).where('id', '=', messageId).where('resent_as', '=', newId).execute();
    throw refusal(sent);
  }
  const row = await deps.db.selectFrom('sms_messages').select(COLUMNS).where('id', '=', newId).executeTakeFirstOrThrow();
  return (await noticesOut(deps.db, shop.id, [row]))[0] as SmsNotice;
}
