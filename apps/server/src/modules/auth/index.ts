export { registerAuthRoutes, noContent } from './auth.routes.ts';
export { changePin } from './account.service.ts';
export { insertUser } from './auth.repo.ts';
