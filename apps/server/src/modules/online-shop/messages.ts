/**
 * Messages a storefront visitor sends the shop (public, no sign-in), and the owner's list and
 * answers: an answer goes to the visitor's number by SMS. A number may send only a few messages
 * in a while, on any store, also when many arrive at once (the number is locked while counted).
 */
import type { OnlineMessage } from '@dokani/contracts/online-shop';
import { ulid } from '@dokani/core';
import { sql } from 'kysely';
import { writeAudit } from '../../platform/audit.ts';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import { ULID_RE, decodeCursor, encodeCursor } from '../../platform/cursor.ts';
import type { Queryable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { smsContext } from '../../platform/sms/index.ts';
import { publishedShop } from './public-store.ts';
import { lockMobile } from './orders.repo.ts';
import { refusal, sendCharged } from '../sms/index.ts';

/** Messages one number may send across the platform in {@link MESSAGE_WINDOW_MINUTES}. */
export const MESSAGES_PER_MOBILE = 3;
export const MESSAGE_WINDOW_MINUTES = 10;
const PAGE = 30;
/** Answers by SMS a message may have, and for how many days after it came. */
export const REPLIES_PER_MESSAGE = 3;
export const REPLY_DAYS = 7;
const DAY_MS = 86_400_000;
const REPLY_PURPOSE = 'online-message';

export async function sendStoreMessage(
  deps: AppDeps,
  slug: string,
  body: { name: string; mobile: string; text: string; website?: string | undefined },
  meta: { ip: string },
): Promise<{ id: string }> {
  if (body.website) throw new AppError('VALIDATION_FAILED', { website: 'validation.onlineShop.leaveEmpty' });
  const store = await publishedShop(deps.db, slug);
  const now = deps.clock.now();
  const id = ulid(now.getTime());
  await deps.db.transaction().execute(async (trx) => {
    await lockMobile(trx, body.mobile);
    const since = new Date(now.getTime() - MESSAGE_WINDOW_MINUTES * 60_000);
    const recent = await trx
      .selectFrom('online_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('mobile', '=', body.mobile)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= MESSAGES_PER_MOBILE) throw new AppError('RATE_LIMITED', { retryAfterSeconds: MESSAGE_WINDOW_MINUTES * 60 });
    await trx
      .insertInto('online_messages')
      .values({ shop_id: store.shop_id, id, name: body.name, mobile: body.mobile, text: body.text, created_ip: meta.ip, created_at: now })
      .execute();
  });
  return { id };
}

function messageQuery(db: Queryable, shopId: string) {
  return db
    .selectFrom('online_messages as m')
    .leftJoin('users as u', 'u.id', 'm.replied_by')
    .select(['m.id', 'm.name', 'm.mobile', 'm.text', 'm.created_at', 'm.read_at', 'm.reply', 'm.replied_at', 'u.name as replied_by_name'])
    .select([
      sql<string>`(select count(*) from sms_messages s where s.shop_id = m.shop_id and s.purpose = ${REPLY_PURPOSE} and s.subject_id = m.id and s.status <> 'failed')`.as(
        'replies_sent',
      ),
      sql<
        OnlineMessage['replySms']
      >`(select s.status from sms_messages s where s.shop_id = m.shop_id and s.purpose = ${REPLY_PURPOSE} and s.subject_id = m.id order by s.id desc limit 1)`.as(
        'reply_sms',
      ),
    ])
    .where('m.shop_id', '=', shopId);
}
type MessageRow = Awaited<ReturnType<ReturnType<typeof messageQuery>['executeTakeFirstOrThrow']>>;

const messageOut = (r: MessageRow, now: Date): OnlineMessage => ({
  id: r.id,
  repliesLeft: now.getTime() - r.created_at.getTime() > REPLY_DAYS * DAY_MS ? 0 : Math.max(0, REPLIES_PER_MESSAGE - Number(r.replies_sent)),
  replySms: r.reply_sms ?? null,
  name: r.name,
  mobile: r.mobile,
  text: r.text,
  createdAt: r.created_at.toISOString(),
  readAt: r.read_at?.toISOString() ?? null,
  reply: r.reply,
  repliedAt: r.replied_at?.toISOString() ?? null,
  repliedBy: r.replied_by_name ?? null,
});

/** The shop's messages, newest first, with how many are unread. */
export async function listMessages(
  deps: AppDeps,
  shop: ShopContext,
  query: { cursor?: string },
): Promise<{ items: OnlineMessage[]; nextCursor: string | null; unread: number }> {
  let q = messageQuery(deps.db, shop.id);
  if (query.cursor) {
    const [before] = decodeCursor(query.cursor, [ULID_RE]);
    q = q.where('m.id', '<', before as string);
  }
  const [rows, unread] = await Promise.all([
    q
      .orderBy('m.id', 'desc')
      .limit(PAGE + 1)
      .execute(),
    deps.db
      .selectFrom('online_messages')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('shop_id', '=', shop.id)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  const page = rows.slice(0, PAGE);
  const last = page.at(-1);
  return {
    items: page.map((r) => messageOut(r, deps.clock.now())),
    nextCursor: rows.length > PAGE && last ? encodeCursor([last.id]) : null,
    unread: Number(unread.n),
  };
}

async function loadMessage(deps: AppDeps, shopId: string, id: string): Promise<OnlineMessage> {
  const r = await messageQuery(deps.db, shopId).where('m.id', '=', id).executeTakeFirst();
  if (!r) throw new AppError('NOT_FOUND');
  return messageOut(r, deps.clock.now());
}

/** Marks a message read (the first time only). */
export async function markMessageRead(deps: AppDeps, shop: ShopContext, id: string): Promise<OnlineMessage> {
  await deps.db
    .updateTable('online_messages')
    .set({ read_at: deps.clock.now() })
    .where('shop_id', '=', shop.id)
    .where('id', '=', id)
    .where('read_at', 'is', null)
    .execute();
  return loadMessage(deps, shop.id, id);
}

/**
 * Keeps the answer with the message (read from then on) and sends it to the visitor's number, as
 * the shop's SMS: charged to its credit (402 SMS_CREDIT_SHORT, nothing kept), at most
 * {@link REPLIES_PER_MESSAGE} answers a message (409 SMS_SUBJECT_LIMIT) and only within
 * {@link REPLY_DAYS} days of it (409 SMS_REPLY_TOO_LATE) — the number was typed by a stranger.
 */
export async function replyToMessage(deps: AppDeps, shop: ShopContext, user: AuthUser, id: string, text: string): Promise<OnlineMessage> {
  const now = deps.clock.now();
  const found = await deps.db
    .selectFrom('online_messages')
    .select(['mobile', 'created_at'])
    .where('shop_id', '=', shop.id)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!found) throw new AppError('NOT_FOUND');
  if (now.getTime() - found.created_at.getTime() > REPLY_DAYS * DAY_MS) throw new AppError('SMS_REPLY_TOO_LATE', { days: REPLY_DAYS });
  // The owner's own words, as written (no template would add anything), after the shop's name.
  const { shopName } = await smsContext(deps.db, shop.id);
  const sent = await sendCharged(
    deps,
    shop.id,
    shop.timezone,
    { shopId: shop.id, to: found.mobile, text: `${shopName}: ${text}`, purpose: REPLY_PURPOSE, subjectId: id },
    {
      perSubject: REPLIES_PER_MESSAGE,
      within: async (trx) => {
        await trx
          .updateTable('online_messages')
          .set({ reply: text, replied_by: user.id, replied_at: now, read_at: sql<Date>`coalesce(read_at, ${now})` })
          .where('shop_id', '=', shop.id)
          .where('id', '=', id)
          .execute();
        await writeAudit(trx, {
          shopId: shop.id,
          by: user,
          action: 'reply',
          entity: 'online-message',
          entityId: id,
          details: {},
          at: now,
        });
      },
    },
  );
  if (sent.status === 'no-credit' || sent.status === 'limited') throw refusal(sent);
  if (sent.status === 'failed') deps.logger.warn({ messageId: id, smsId: sent.id }, 'message answer SMS not sent');
  return loadMessage(deps, shop.id, id);
}
