/** SMS (sms module): the messages and their queue, campaigns, the credit ledger. */
import type { Generated } from 'kysely';

export interface SmsMessagesTable {
  id: string;
  shop_id: string | null;
  to_mobile: string;
  text: string;
  purpose: string;
  segments: number;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'failed';
  provider: string;
  provider_message_id: string | null;
  error: string | null;
  created_at: Date;
  sent_at: Date | null;
  /** The queue (migration 0026): the campaign a message belongs to, tries made, when it is due next, its lease. */
  campaign_id: string | null;
  attempts: Generated<number>;
  next_attempt_at: Date | null;
  lease_until: Date | null;
  delivered_at: Date | null;
  /** The message that sent this failed one again (migration 0028). */
  resent_as: string | null;
  /** What a shop's one-by-one SMS is about — a sale, a message, an order, a due entry (migration 0035). */
  subject_id: Generated<string | null>;
}

export interface SmsCampaignsTable {
  shop_id: string;
  id: string;
  text: string;
  encoding: 'GSM-7' | 'UCS-2';
  parts: number;
  recipients: number;
  sms_count: number;
  send_at: Date;
  taken_free: number;
  taken_paid: number;
  credit_month: string | null;
  refunded_free: Generated<number>;
  refunded_paid: Generated<number>;
  created_by: string | null;
  created_at: Date;
  /** The campaign whose failed messages this one sends again; the campaign that sent this one's again (migration 0028). */
  resend_of: string | null;
  resent_as: string | null;
}

/** The shop's SMS credit ledger, in SMS parts (migration 0025; modules/sms/credits.ts). */
export interface SmsCreditEntriesTable {
  shop_id: string;
  id: string;
  pool: 'free' | 'paid';
  /** The shop's calendar month of a free-pool row (YYYY-MM); null on the paid pool. */
  month: string | null;
  parts: number;
  reason: 'bought' | 'used' | 'refunded';
  ref_type: string | null;
  ref_id: string | null;
  created_at: Date;
}
