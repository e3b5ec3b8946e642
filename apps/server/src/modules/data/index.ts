/**
 * The data-safety module's public face: the audit log's reads (the entries are written by
 * platform/audit.ts), the export, and the operator's restore of an export.
 */
export { registerDataRoutes } from './data.routes.ts';
export { RestoreRefused, restoreFile } from './restore-shop.ts';
export type { RestoreResult } from './restore-shop.ts';
