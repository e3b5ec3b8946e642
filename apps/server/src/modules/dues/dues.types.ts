/** Types of the due ledger service: what other modules pass to `postDue` and get back. */
import type { ContactSums } from '../contacts/index.ts';
import type { DueDirection } from '@dokani/core';

export interface DuePosting {
  contactId: string;
  /** given: the shop gave on credit (the contact owes more); received: the contact paid. */
  direction: DueDirection;
  dueType: 'product' | 'money';
  /** Poisha, > 0. */
  amount: bigint;
  note?: string | null;
  /** What caused it: ('sale', saleId), ('purchase', purchaseId) … */
  refType?: string | null;
  refId?: string | null;
  /** The entry's id (a ULID); the server makes one when left out. */
  entryId?: string;
  /** Business date YYYY-MM-DD; default the date of `ctx.at` in the shop's timezone. */
  date?: string | null;
  userId?: string | null;
  /** Ask for the due notice SMS (sent after the commit by the caller, see `sendDueNotice`). */
  sendSms?: boolean;
  /** The entry this one reverses (a correction): a money entry's money goes back through the account the entry moved. */
  reversesId?: string | null;
  /** A money entry: the money account it moved (in when received, out when given); default the cash drawer. */
  accountId?: string | undefined;
}

export interface DueContext {
  at: Date;
  timezone: string;
  /**
   * The transaction's contact summaries, when it writes them itself at its end (an invoice, a
   * return, a void); without, the entry's change is written at once.
   */
  sums?: ContactSums;
}

export interface DuePostResult {
  entryId: string;
  contactId: string;
  contactName: string;
  contactMobile: string | null;
  seq: number;
  balanceBefore: bigint;
  balanceAfter: bigint;
  /** 'pending' when an SMS was asked for and the contact has a number: call `sendDueNotice` after the commit. */
  smsStatus: 'pending' | 'no-mobile' | null;
}
