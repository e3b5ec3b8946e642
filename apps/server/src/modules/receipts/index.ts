/** The receipts module's public face: sharing a sale's receipt by link or SMS, and the public receipt. */
export { registerReceiptRoutes } from './receipts.routes.ts';
