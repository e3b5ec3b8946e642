/** The subscriptions module's public face: packages, the shop's subscription and usage, and payments. */
export { registerSubscriptionRoutes } from './subscriptions.routes.ts';
