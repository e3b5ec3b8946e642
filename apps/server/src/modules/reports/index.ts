/** The reports module's public face. */
export { registerReportRoutes } from './routes.ts';
