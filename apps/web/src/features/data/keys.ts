import type { AuditKind } from '@dokani/contracts/constants';

/** Filters of the audit log (GET /audit-log). Empty strings mean "any". */
export interface AuditFilters {
  userId: string;
  kind: '' | AuditKind;
  from: string;
  to: string;
}

export const auditKeys = {
  shop: (shopId: string) => ['audit', shopId] as const,
  log: (shopId: string, f: AuditFilters) => ['audit', shopId, 'log', f] as const,
  people: (shopId: string) => ['audit', shopId, 'people'] as const,
};
