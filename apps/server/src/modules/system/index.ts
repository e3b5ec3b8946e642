export { registerSystemRoutes } from './system.routes.ts';
export { registerAppLinkRoutes } from './app-links.routes.ts';
