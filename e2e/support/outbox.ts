import { readFileSync, existsSync } from 'node:fs';
import { expect } from '@playwright/test';
import { normalizeBdMobile, toAsciiDigits } from '@dokani/core';

type OutboxLine = { to: string; text: string; at: string };

function outboxFile(): string {
  const f = process.env.E2E_OUTBOX_FILE;
  if (!f) throw new Error('E2E_OUTBOX_FILE is not set (see e2e/playwright.config.ts)');
  return f;
}

export function readOutbox(): OutboxLine[] {
  const f = outboxFile();
  if (!existsSync(f)) return [];
  return readFileSync(f, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OutboxLine);
}

/** Waits for the newest SMS to this number sent after `since`, and returns its 6-digit code. */
export async function otpFor(mobile: string, since: number): Promise<string> {
  const to = normalizeBdMobile(mobile);
  let code = '';
  await expect
    .poll(
      () => {
        const msg = readOutbox()
          .filter((m) => m.to === to && Date.parse(m.at) >= since - 1000)
          .at(-1);
        const m = msg && /\d{6}/.exec(toAsciiDigits(msg.text));
        code = m ? m[0] : '';
        return code;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return code;
}

/** How many SMS went to this number (other journeys write to the same outbox at the same time). */
export function smsCountTo(mobile: string): number {
  const to = normalizeBdMobile(mobile);
  return readOutbox().filter((m) => m.to === to).length;
}

export function lastSmsTo(mobile: string): OutboxLine | undefined {
  const to = normalizeBdMobile(mobile);
  return readOutbox()
    .filter((m) => m.to === to)
    .at(-1);
}
