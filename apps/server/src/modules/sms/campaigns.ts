/**
 * SMS campaigns (decision 0014): POST /sms/campaigns takes a message and its recipients
 * in one request — the credit (parts × recipients) is taken at once and one queued row a
 * recipient is written, in one transaction — and the queue (queue.ts) sends them in the
 * background. Promotional SMS go out only between 9 am and 9 pm in Dhaka: a campaign asked for
 * outside that window is held for the next one. Idempotent by the client's id.
 */
import { addDays, countSms, DHAKA_TZ, instantAt, localDate, localTime, ulid } from '@dokani/core';
import type { SmsCampaign, SmsCampaignDetail } from '@dokani/contracts';
import { MAX_SMS_RECIPIENTS } from '@dokani/contracts/constants';
import type { AuthUser, ShopContext } from '../../platform/auth/index.ts';
import { decodeCursor, pageOf, ULID_RE } from '../../platform/cursor.ts';
import type { Selectable } from 'kysely';
import type { Queryable, SmsCampaignsTable } from '../../platform/db/schema.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/errors.ts';
import { createOnce } from '../../platform/idempotency.ts';
import { takeSmsCredit } from './credits.ts';
import { personalise } from './personalise.ts';
import { resolveRecipients, type RecipientsInput } from './quote.ts';

/** Promotional SMS go out between these wall-clock times in Dhaka. */
const WINDOW_START = '09:00:00';
const WINDOW_END = '21:00:00';

/** The first moment at or after `at` inside 9 am – 9 pm Dhaka time. */
export function inSendingWindow(at: Date): Date {
  const time = localTime(at, DHAKA_TZ);
  if (time >= WINDOW_START && time < WINDOW_END) return at;
  const day = localDate(at, DHAKA_TZ);
  return instantAt(time >= WINDOW_END ? addDays(day, 1) : day, WINDOW_START, DHAKA_TZ);
}

export interface CampaignInput {
  id: string;
  text: string;
  recipients: RecipientsInput;
  sendAt?: string | undefined;
}

/** Rows a statement inserts at once (well under PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 1_000;

type CampaignRow = Pick<Selectable<SmsCampaignsTable>, (typeof CAMPAIGN_COLUMNS)[number]>;

async function countsOf(db: Queryable, shopId: string, ids: readonly string[]): Promise<Map<string, SmsCampaign['counts']>> {
  const out = new Map<string, SmsCampaign['counts']>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('sms_messages')
    .select(['campaign_id', 'status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('shop_id', '=', shopId)
    .where('campaign_id', 'in', [...ids])
    .groupBy(['campaign_id', 'status'])
    .execute();
  for (const id of ids) out.set(id, { queued: 0, sent: 0, delivered: 0, failed: 0 });
  for (const r of rows) {
    const c = out.get(r.campaign_id ?? '');
    if (!c) continue;
    const n = Number(r.n);
    if (r.status === 'queued' || r.status === 'sending') c.queued += n;
    else c[r.status] += n;
  }
  return out;
}

function campaignOut(r: CampaignRow, counts: SmsCampaign['counts'], now: Date): SmsCampaign {
  const waiting = counts.queued > 0;
  return {
    id: r.id,
    status: waiting ? (r.send_at > now && counts.sent + counts.delivered + counts.failed === 0 ? 'scheduled' : 'sending') : 'done',
    text: r.text,
    encoding: r.encoding,
    parts: r.parts,
    recipients: r.recipients,
    smsCount: r.sms_count,
    sendAt: r.send_at.toISOString(),
    heldForWindow: r.send_at > r.created_at,
    counts,
    refunded: r.refunded_free + r.refunded_paid,
    resendOf: r.resend_of,
    resentAs: r.resent_as,
    createdAt: r.created_at.toISOString(),
  };
}

const CAMPAIGN_COLUMNS = [
  'id',
  'text',
  'encoding',
  'parts',
  'recipients',
  'sms_count',
  'send_at',
  'refunded_free',
  'refunded_paid',
  'created_at',
  'resend_of',
  'resent_as',
] as const;

async function loadCampaign(db: Queryable, shopId: string, id: string, now: Date): Promise<SmsCampaign | undefined> {
  const r = await db
    .selectFrom('sms_campaigns')
    .select(CAMPAIGN_COLUMNS)
    .where('shop_id', '=', shopId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!r) return undefined;
  return campaignOut(r, (await countsOf(db, shopId, [id])).get(id) ?? { queued: 0, sent: 0, delivered: 0, failed: 0 }, now);
}

export async function createCampaign(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  input: CampaignInput,
): Promise<{ created: boolean; campaign: SmsCampaign }> {
  const now = deps.clock.now();
  const asked = input.sendAt ? new Date(input.sendAt) : now;
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'sms-campaign', id: input.id, body: input, at: now },
      async () => {
        const r = await resolveRecipients(trx, shop.id, input.recipients);
        return queueCampaign(trx, deps, shop, user, {
          id: input.id,
          text: input.text,
          mobiles: r.mobiles,
          sendAt: asked < now ? now : asked,
          resendOf: null,
        });
      },
      () => loadOrMissing(trx, shop.id, input.id, now),
    );
    return { created, campaign: value };
  });
}

async function loadOrMissing(db: Queryable, shopId: string, id: string, now: Date): Promise<SmsCampaign> {
  const c = await loadCampaign(db, shopId, id, now);
  if (!c) throw new AppError('NOT_FOUND');
  return c;
}

/**
 * Writes a campaign and its queued messages in the caller's transaction, the credit (parts ×
 * recipients) taken at once. Held for the next sending window when `sendAt` is outside it.
 */
async function queueCampaign(
  trx: Queryable,
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  c: { id: string; text: string; mobiles: string[]; sendAt: Date; resendOf: string | null },
): Promise<SmsCampaign> {
  const now = deps.clock.now();
  const count = countSms(c.text);
  if (count.segments === 0) throw new AppError('VALIDATION_FAILED', { text: 'validation.required' });
  if (c.mobiles.length === 0) throw new AppError('VALIDATION_FAILED', { recipients: 'validation.sms.noRecipients' });
  if (c.mobiles.length > MAX_SMS_RECIPIENTS) throw new AppError('VALIDATION_FAILED', { recipients: 'validation.sms.tooManyRecipients' });
  const sendAt = inSendingWindow(c.sendAt);
  // each recipient's own text ({shop}, {name}, {due} filled) and its parts
  const p = await personalise(trx, shop.id, c.text, c.mobiles);
  const smsCount = p.smsCount;
  const taken = await takeSmsCredit(trx, shop.id, smsCount, { type: 'sms-campaign', id: c.id }, now, shop.timezone);
  const row = {
    shop_id: shop.id,
    id: c.id,
    text: c.text,
    encoding: countSms(p.textFor(0)).encoding === 'GSM7' ? ('GSM-7' as const) : ('UCS-2' as const),
    parts: p.parts,
    recipients: c.mobiles.length,
    sms_count: smsCount,
    send_at: sendAt,
    taken_free: taken.free,
    taken_paid: taken.paid,
    credit_month: taken.free > 0 ? taken.month : null,
    created_by: user.id,
    created_at: now,
    resend_of: c.resendOf,
    resent_as: null,
  };
  await trx.insertInto('sms_campaigns').values(row).execute();
  for (let i = 0; i < c.mobiles.length; i += INSERT_CHUNK) {
    await trx
      .insertInto('sms_messages')
      .values(
        c.mobiles.slice(i, i + INSERT_CHUNK).map((to, j) => ({
          id: ulid(now.getTime() + i + j),
          shop_id: shop.id,
          to_mobile: to,
          text: p.textFor(i + j),
          purpose: 'campaign',
          segments: p.segmentsFor(i + j),
          status: 'queued' as const,
          provider: deps.sms.providerName,
          provider_message_id: null,
          error: null,
          created_at: now,
          sent_at: null,
          campaign_id: c.id,
          next_attempt_at: sendAt,
          lease_until: null,
        })),
      )
      .execute();
  }
  return campaignOut({ ...row, refunded_free: 0, refunded_paid: 0 }, { queued: c.mobiles.length, sent: 0, delivered: 0, failed: 0 }, now);
}

/**
 * Sends a campaign's failed messages again, as a new campaign under the client's id: the credit is
 * taken again (the failed ones' was given back), the window rule holds. A campaign is sent again
 * once — the first request to claim it wins (409 SMS_ALREADY_RESENT after); nothing failed → 409 SMS_NOTHING_FAILED.
 */
export async function resendCampaign(
  deps: AppDeps,
  shop: ShopContext,
  user: AuthUser,
  campaignId: string,
  newId: string,
): Promise<{ created: boolean; campaign: SmsCampaign }> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const { created, value } = await createOnce(
      trx,
      { scope: shop.id, resource: 'sms-campaign', id: newId, body: { resendOf: campaignId }, at: now },
      async () => {
        const old = await trx
          .selectFrom('sms_campaigns')
          .select(['text', 'resent_as'])
          .where('shop_id', '=', shop.id)
          .where('id', '=', campaignId)
          .forUpdate()
          .executeTakeFirst();
        if (!old) throw new AppError('NOT_FOUND');
        if (old.resent_as) throw new AppError('SMS_ALREADY_RESENT');
        const failed = await trx
          .selectFrom('sms_messages')
          .select('to_mobile')
          .where('shop_id', '=', shop.id)
          .where('campaign_id', '=', campaignId)
          .where('status', '=', 'failed')
          .orderBy('id')
          .execute();
        if (failed.length === 0) throw new AppError('SMS_NOTHING_FAILED');
        const campaign = await queueCampaign(trx, deps, shop, user, {
          id: newId,
          text: old.text,
          mobiles: [...new Set(failed.map((m) => m.to_mobile))],
          sendAt: now,
          resendOf: campaignId,
        });
        await trx
          .updateTable('sms_campaigns')
          .set({ resent_as: newId })
          .where('shop_id', '=', shop.id)
          .where('id', '=', campaignId)
          .execute();
        return campaign;
      },
      () => loadOrMissing(trx, shop.id, newId, now),
    );
    return { created, campaign: value };
  });
}

const PAGE = 30;

export async function listCampaigns(
  deps: AppDeps,
  shop: ShopContext,
  cursor: string | undefined,
): Promise<{ items: SmsCampaign[]; nextCursor: string | null }> {
  const now = deps.clock.now();
  let q = deps.db.selectFrom('sms_campaigns').select(CAMPAIGN_COLUMNS).where('shop_id', '=', shop.id);
  if (cursor) {
    const [id] = decodeCursor(cursor, [ULID_RE]);
    q = q.where('id', '<', id as string);
  }
  const rows = await q
    .orderBy('id', 'desc')
    .limit(PAGE + 1)
    .execute();
  const { page, nextCursor } = pageOf(rows, PAGE, (last) => [last.id]);
  const counts = await countsOf(
    deps.db,
    shop.id,
    page.map((r) => r.id),
  );
  return {
    items: page.map((r) => campaignOut(r, counts.get(r.id) ?? { queued: 0, sent: 0, delivered: 0, failed: 0 }, now)),
    nextCursor,
  };
}

export async function campaignDetail(deps: AppDeps, shop: ShopContext, id: string): Promise<SmsCampaignDetail> {
  const c = await loadCampaign(deps.db, shop.id, id, deps.clock.now());
  if (!c) throw new AppError('NOT_FOUND');
  const messages = await deps.db
    .selectFrom('sms_messages')
    .select(['id', 'to_mobile', 'status', 'error', 'attempts'])
    .where('shop_id', '=', shop.id)
    .where('campaign_id', '=', id)
    .orderBy('id')
    .limit(MAX_SMS_RECIPIENTS)
    .execute();
  return {
    ...c,
    messages: messages.map((m) => ({ id: m.id, mobile: m.to_mobile, status: m.status, error: m.error, attempts: m.attempts })),
  };
}
