/** The settings module's public face. */
export { registerSettingsRoutes } from './settings.routes.ts';
