/** Contacts and dues (migration 0005). */
import type { Generated } from 'kysely';

export interface ContactsTable {
  shop_id: string;
  id: string;
  type: 'customer' | 'supplier' | 'employee';
  name: string;
  search_name: string;
  /** the name's sound key (core phoneticKey; migration 0015) */
  search_phonetic: Generated<string>;
  mobile: string | null;
  address: string | null;
  email: string | null;
  position: string | null;
  supplied_items: string | null;
  monthly_salary: bigint | null;
  photo_url: string | null;
  balance: Generated<bigint>;
  /** When the last due reminder SMS went out (rate limit, see dues remindContact). */
  last_reminded_at: Date | null;
  status: Generated<'active' | 'inactive'>;
  created_at: Date;
  updated_at: Date;
}

export interface DueEntriesTable {
  shop_id: string;
  id: string;
  contact_id: string;
  seq: number;
  entry_date: string;
  occurred_at: Date;
  direction: 'given' | 'received';
  due_type: 'product' | 'money';
  amount: bigint;
  balance_after: bigint;
  note: string | null;
  send_sms: boolean;
  sms_status: 'pending' | 'sent' | 'failed' | 'no-mobile' | null;
  reverses_id: string | null;
  ref_type: string | null;
  ref_id: string | null;
  created_by: string | null;
  created_at: Date;
}
