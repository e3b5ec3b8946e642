export * from './errors.ts';
export * from './features.ts';
export * from './common.ts';
export * from './auth.ts';
export * from './shops.ts';
export * from './me.ts';
