/** Money accounts, their movements and the transfers between them (migration 0043, modules/money). */
import type { Generated } from 'kysely';

export interface MoneyAccountsTable {
  shop_id: string;
  id: string;
  kind: 'cash' | 'mobile' | 'bank';
  /** an account the app made, named from i18n by this key while `name` is null */
  default_key: 'cash' | 'mobile' | 'bank' | null;
  name: string | null;
  /** the account of its kind that payments land in when none is named */
  default_for: 'cash' | 'mobile' | 'bank' | null;
  provider: string | null;
  number: string | null;
  wallet_type: 'personal' | 'agent' | 'merchant' | null;
  opening_balance: Generated<bigint>;
  opening_date: string;
  balance: Generated<bigint>;
  last_seq: Generated<bigint>;
  status: Generated<'active' | 'inactive'>;
  created_at: Date;
  updated_at: Date;
}

export interface MoneyMovementsTable {
  shop_id: string;
  id: string;
  account_id: string;
  seq: bigint;
  entry_date: string;
  occurred_at: Date;
  /** signed: in +, out − */
  amount: bigint;
  balance_after: bigint;
  kind: string;
  ref_type: string | null;
  ref_id: string | null;
  note: string | null;
  created_by: string | null;
  created_at: Date;
}

export interface MoneyTransfersTable {
  shop_id: string;
  id: string;
  from_account_id: string;
  to_account_id: string;
  amount: bigint;
  fee: Generated<bigint>;
  fee_expense_id: string | null;
  note: string | null;
  entry_date: string;
  occurred_at: Date;
  created_by: string | null;
  created_at: Date;
}
