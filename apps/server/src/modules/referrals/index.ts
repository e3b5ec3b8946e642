/** The referrals module's public face: its route, and the sign-up's record of who invited whom. */
export { registerReferralRoutes } from './referrals.routes.ts';
export { recordReferral } from './referrals.service.ts';
