/**
 * The SSL Wireless gateway (ISMS Plus API v3, `POST /api/v3/send-sms`): one SMS a request, JSON
 * `{ api_token, sid, msisdn, sms, csms_id }`; the answer `{ status, status_code, error_message,
 * smsinfo: [{ sms_status, status_message, msisdn, csms_id, reference_id }] }`. `sid` is the
 * account's sender id — a masking (brand name) or non-masking (number) one, as approved; a
 * shop's campaigns may go under another (`SSLWIRELESS_CAMPAIGN_SID`, e.g. masking for OTPs and
 * notices, a cheaper non-masking number for promotions); the
 * gateway picks the encoding itself. `csms_id` is our message's id: the gateway refuses a
 * csms_id it has seen, so a message handed over again after a crash is not delivered twice —
 * that refusal is read as "already accepted".
 * Delivery reports: the account's DLR URL (set in the gateway's panel) is pointed at
 * `POST /api/v1/sms/delivery/sslwireless?key=<SSLWIRELESS_DLR_KEY>`; each report names our
 * `csms_id` and a status — DELIVRD / Delivered for a delivered SMS; UNDELIV, EXPIRED, REJECTD,
 * Failed for one that will not be; anything else (submitted, pending) is not an end yet. A report
 * may be one object or a list, JSON or a form.
 * Tested against a fake of this API on 127.0.0.1 (src/test/fake-sms-gateway.ts).
 */
import { ulid } from '@dokani/core';
import type { DeliveryReport, SmsProvider, SmsSendResult } from './provider.ts';

export interface SslWirelessConfig {
  baseUrl: string;
  apiToken: string;
  sid: string;
  /** The sender id a shop's campaigns go out under (another approved one, e.g. a non-masking number); `sid` when unset. */
  campaignSid?: string | null;
}

interface SendAnswer {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string; reference_id?: string; csms_id?: string }[];
}

const DELIVERED = /^(delivrd|delivered|success)$/i;
const NOT_DELIVERED = /^(undeliv|undelivered|expired|rejectd|rejected|failed|deleted)$/i;

/** One report's messages that reached an end; see the header for the fields read. */
export function readSslWirelessReports(body: unknown): DeliveryReport[] {
  const items = Array.isArray(body) ? body : [body];
  const out: DeliveryReport[] = [];
  for (const item of items) {
    if (!item || typeof item !== 'object') continue;
    const r = item as Record<string, unknown>;
    const reference = typeof r.csms_id === 'string' ? r.csms_id.trim() : '';
    const raw = [r.status, r.sms_status, r.dlr_status].find((v) => typeof v === 'string' && v.trim() !== '');
    const status = typeof raw === 'string' ? raw.trim() : '';
    if (!reference || reference.length > 100) continue;
    if (DELIVERED.test(status)) out.push({ reference, delivered: true, reason: null });
    else if (NOT_DELIVERED.test(status)) {
      const why = [r.reason, r.error_message, r.status_message].find((v) => typeof v === 'string' && v.trim() !== '');
      out.push({ reference, delivered: false, reason: (typeof why === 'string' ? `${status}: ${why.trim()}` : status).slice(0, 200) });
    }
  }
  return out;
}

/** How long one request may take before it counts as failed (and is retried by the queue). */
const TIMEOUT_MS = 15_000;

export function sslWirelessProvider(cfg: SslWirelessConfig): SmsProvider {
  return {
    name: 'sslwireless',
    readDeliveryReports: readSslWirelessReports,
    async send(to, text, reference, options): Promise<SmsSendResult> {
      const csmsId = reference ?? ulid();
      const sid = options?.promotional && cfg.campaignSid ? cfg.campaignSid : cfg.sid;
      let res: Response;
      try {
        res = await fetch(`${cfg.baseUrl}/api/v3/send-sms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ api_token: cfg.apiToken, sid, msisdn: to.replace(/^\+/, ''), sms: text, csms_id: csmsId }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (e) {
        return { ok: false, error: `gateway unreachable: ${e instanceof Error ? e.message : String(e)}` };
      }
      let body: SendAnswer;
      try {
        body = (await res.json()) as SendAnswer;
      } catch {
        return { ok: false, error: `gateway answered ${res.status} without JSON` };
      }
      const info = body.smsinfo?.[0];
      if (body.status === 'SUCCESS' && (!info || info.sms_status === 'SUCCESS'))
        return { ok: true, providerMessageId: info?.reference_id ?? csmsId };
      const reason = info?.status_message || body.error_message || `status ${body.status_code ?? res.status}`;
      // the gateway has this csms_id already: it was accepted before (a resend after a crash)
      if (/duplicate/i.test(reason)) return { ok: true, providerMessageId: csmsId };
      return { ok: false, error: `${body.status_code ?? res.status}: ${reason}` };
    },
  };
}
