/** Stock (stock module): the stock movements ledger (0002). */

export interface StockMovementsTable {
  shop_id: string;
  id: string;
  product_id: string;
  occurred_at: Date;
  /** 'YYYY-MM-DD' in the shop timezone */
  business_date: string;
  reason: string;
  /** thousandths, signed; 0 only for a 'cost-adjustment' entry */
  change: bigint;
  previous_stock: bigint;
  after_stock: bigint;
  /** poisha per unit */
  unit_cost: bigint;
  /** signed poisha */
  cost_total: bigint;
  average_cost_after: bigint;
  note: string | null;
  user_id: string | null;
  device_name: string | null;
  ref_type: string | null;
  ref_id: string | null;
  created_at: Date;
}
