/** The SMS module's public face: routes, and the shop's SMS credit for those who spend it. */
export { registerSmsRoutes } from './sms.routes.ts';
export { addSmsCredit, refundSmsCredit, smsBalance, takeSmsCredit } from './credits.ts';
export { runSmsQueue, startSmsQueue } from './queue.ts';
export { inSendingWindow } from './campaigns.ts';
export { refusal, sendCharged, SMS_PER_SUBJECT } from './charged.ts';
export type { ChargedResult } from './charged.ts';
