/**
 * Sends one SMS through the configured provider and records it in sms_messages with its segment
 * count and final status, the message's id given to the gateway as its reference. One SMS at a
 * time, answered at once (an OTP, a due notice); a campaign's many go through the queue
 * (modules/sms/queue.ts), which hands them over with `deliver`.
 */
import { countSms, ulid } from '@dokani/core';
import type { Logger } from '../logger.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/schema.ts';
import type { DeliveryReport, SmsProvider } from './provider.ts';

export interface SmsRequest {
  /** The message's id when the caller needs it beforehand (its credit is booked under it); a new ULID otherwise. */
  id?: string;
  shopId?: string | null;
  to: string;
  text: string;
  purpose: string;
  /** What a shop's SMS is about (the sale of a receipt, the message answered, the order): its limits count by it. */
  subjectId?: string;
  /** The text kept in sms_messages when it must not be the one sent (an OTP with its code masked); `text` otherwise. */
  storedText?: string;
}

export interface SmsRecord {
  id: string;
  status: 'sent' | 'failed';
  segments: number;
}

export class SmsService {
  constructor(
    private readonly db: Db,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  get providerName(): string {
    return this.provider.name;
  }

  /** The gateway's delivery report read (empty for a provider without reports). */
  readDeliveryReports(body: unknown): DeliveryReport[] {
    return this.provider.readDeliveryReports?.(body) ?? [];
  }

  /** Whether the provider sends delivery reports. */
  get takesDeliveryReports(): boolean {
    return typeof this.provider.readDeliveryReports === 'function';
  }

  /** Hands one queued message — a shop's campaign (promotional), or a message held for the morning — to the provider (the queue records what became of it). */
  async deliver(
    to: string,
    text: string,
    reference: string,
    promotional = true,
  ): Promise<{ ok: boolean; providerMessageId?: string; error?: string }> {
    try {
      return await this.provider.send(to, text, reference, { promotional });
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  }

  async send(req: SmsRequest): Promise<SmsRecord> {
    const id = await this.record(this.db, req);
    return this.dispatch(id, req);
  }

  /**
   * Writes the message's row, `queued`, in the caller's transaction when one is given — a shop's
   * charged SMS is written with its credit, so the next sender counts it (modules/sms/charged.ts).
   * Answers its id; {@link dispatch} then hands it to the provider.
   */
  async record(db: Queryable, req: SmsRequest, queuedUntil?: Date): Promise<string> {
    const id = req.id ?? ulid(this.clock.now().getTime());
    await db
      .insertInto('sms_messages')
      .values({
        id,
        shop_id: req.shopId ?? null,
        to_mobile: req.to,
        text: req.storedText ?? req.text,
        purpose: req.purpose,
        subject_id: req.subjectId ?? null,
        segments: countSms(req.text).segments,
        status: 'queued',
        provider: this.provider.name,
        provider_message_id: null,
        error: null,
        created_at: this.clock.now(),
        sent_at: null,
        // held for the queue (modules/sms/queue.ts) to send at that moment, instead of at once
        ...(queuedUntil ? { next_attempt_at: queuedUntil } : {}),
      })
      .execute();
    return id;
  }

  /** Hands a recorded message to the provider and records the outcome. */
  async dispatch(id: string, req: SmsRequest): Promise<SmsRecord> {
    const segments = countSms(req.text).segments;
    let result: { ok: boolean; providerMessageId?: string; error?: string };
    try {
      result = await this.provider.send(req.to, req.text, id);
    } catch (e) {
      result = { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
    const status = result.ok ? 'sent' : 'failed';
    if (!result.ok) this.logger.warn({ smsId: id, error: result.error }, 'SMS failed');
    await this.db
      .updateTable('sms_messages')
      .set({
        status,
        provider_message_id: result.providerMessageId ?? null,
        error: result.error?.slice(0, 500) ?? null,
        sent_at: result.ok ? this.clock.now() : null,
      })
      .where('id', '=', id)
      .execute();
    return { id, status, segments };
  }
}
