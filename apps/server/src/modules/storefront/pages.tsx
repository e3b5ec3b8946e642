/** @jsxRuntime automatic @jsxImportSource ./jsx */
// (React's production JSX runtime and renderer: render.ts says why; tsx reads no tsconfig here.)
/**
 * The storefront's pages, rendered on the server to static HTML (React escapes every text an owner
 * or a customer wrote). Browsing works without JavaScript; the cart and checkout use the small
 * scripts of client/ (assets.ts serves them). One file a page in pages/; what several use is in
 * pages/shared.ts (context, words, money) and pages/document.tsx (the frame of a store page).
 */
export { POLICY_KINDS } from './pages/shared.ts';
export type { PageContext, PolicyKind, StoreAssets } from './pages/shared.ts';
export { HomePage } from './pages/home.tsx';
export type { HomeProps } from './pages/home.tsx';
export { ProductPage } from './pages/product.tsx';
export { CartPage } from './pages/cart.tsx';
export { CheckoutPage } from './pages/checkout.tsx';
export { TrackingPage } from './pages/tracking.tsx';
export { PolicyPage } from './pages/policy.tsx';
export { MessagePage } from './pages/message.tsx';
export { ClosedPage } from './pages/closed.tsx';
