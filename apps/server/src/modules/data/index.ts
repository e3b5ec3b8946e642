/** The data-safety module's public face: the audit log's reads (the entries are written by platform/audit.ts) and the export. */
export { registerDataRoutes } from './data.routes.ts';
