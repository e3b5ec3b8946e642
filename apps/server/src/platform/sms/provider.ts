/** The SMS gateway interface and the providers that need no gateway. */
import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Logger } from '../logger.ts';
import type { Clock } from '../clock.ts';

export interface SmsSendResult {
  ok: boolean;
  providerMessageId?: string;
  error?: string;
}

/** What a gateway's delivery report says of one message: ours by its reference (our message id). */
export interface DeliveryReport {
  reference: string;
  delivered: boolean;
  /** Why it was not delivered, in the gateway's words. */
  reason: string | null;
}

export interface SmsSendOptions {
  promotional?: boolean;
}

export interface SmsProvider {
  readonly name: string;
  /**
   * Reads a delivery report the gateway posted (JSON or a form, as parsed): the messages it is
   * about that have reached an end (delivered, or not); reports of messages still on their way
   * are left out. Only gateways that send delivery reports have it.
   */
  readDeliveryReports?(body: unknown): DeliveryReport[];
  /**
   * Sends one SMS. `reference`: our message's id, given to a gateway that takes a client
   * reference (a resend under the same reference is not delivered twice). `promotional`: a shop's
   * campaign (a gateway may send those under another sender id).
   */
  send(to: string, text: string, reference?: string, options?: SmsSendOptions): Promise<SmsSendResult>;
}

/** Default: every SMS is written to the server log, so a newcomer can sign in without a gateway. */
export function consoleSmsProvider(logger: Logger): SmsProvider {
  return {
    name: 'console',
    async send(to, text) {
      logger.info({ sms: { to, text } }, `SMS to ${to}: ${text}`);
      return { ok: true };
    },
  };
}

/** Appends `{"to","text","at"}` as one JSON line per SMS to a file (tests and tools read OTPs there). */
export function outboxSmsProvider(file: string, clock: Clock): SmsProvider {
  let dirReady: Promise<unknown> | undefined;
  return {
    name: 'outbox',
    async send(to, text) {
      dirReady ??= mkdir(dirname(file), { recursive: true });
      await dirReady;
      await appendFile(file, JSON.stringify({ to, text, at: clock.now().toISOString() }) + '\n', 'utf8');
      return { ok: true };
    },
  };
}

export interface MemorySmsProvider extends SmsProvider {
  readonly sent: { to: string; text: string; reference?: string }[];
  /** Make the next sends fail (to test failure handling). */
  failNext: number;
  lastTo(to: string): string | undefined;
}

/** For tests: keeps every SMS in memory. */
export function memorySmsProvider(): MemorySmsProvider {
  const sent: { to: string; text: string; reference?: string }[] = [];
  const p: MemorySmsProvider = {
    name: 'memory',
    sent,
    failNext: 0,
    async send(to, text, reference) {
      if (p.failNext > 0) {
        p.failNext -= 1;
        return { ok: false, error: 'memory provider told to fail' };
      }
      // like a gateway with client references: the same reference again is not sent again
      const seen = reference ? sent.findIndex((m) => m.reference === reference) : -1;
      if (seen >= 0) return { ok: true, providerMessageId: `mem-${seen + 1}` };
      sent.push({ to, text, ...(reference ? { reference } : {}) });
      return { ok: true, providerMessageId: `mem-${sent.length}` };
    },
    lastTo(to) {
      return sent.filter((m) => m.to === to).at(-1)?.text;
    },
  };
  return p;
}
