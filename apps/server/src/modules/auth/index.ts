export { registerAuthRoutes } from './auth.routes.ts';
export { changePin } from './account.service.ts';
export { insertUser } from './auth.repo.ts';
export { takeOtpToken } from './otp.service.ts';
