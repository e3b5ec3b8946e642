import './types.ts';

export { registerAuthHook, requireSession, requireShop } from './hook.ts';
export { createSession, extendSession, revokeSession, revokeUserSessions, sessionExpiry } from './sessions.ts';
export type { NewSession } from './sessions.ts';
export type { AuthLevel, AuthSession, AuthUser, ShopContext } from './types.ts';
