/** The reports module's public face. */
export { registerReportRoutes } from './reports.routes.ts';
