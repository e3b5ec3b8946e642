/**
 * Query keys of the settings' own reads past the shop's settings (api.ts): the links the server is
 * configured with, the user's feedback and referral, and the store's address the QR code holds.
 * The user's are cleared with the session (shared/lib/query.ts clears the cache on a new token).
 */
export const helpKeys = {
  appLinks: ['app-links'] as const,
  feedback: ['me', 'feedback'] as const,
  referral: ['me', 'referral'] as const,
  qrStore: (shopId: string) => ['settings-qr', shopId, 'store'] as const,
};
