export { registerMeRoutes } from './me.routes.ts';
