import { useState, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { AuthState } from '@/shared/stores/auth';
import { loadNamespaces } from '@/shared/lib/i18n';
import { AuthEntry, EntryRedirect, Step } from './gates';
import { page, pagesOf } from './lazy';
import * as AUTH from '@/features/auth/pages';
import { guarded } from './RouteErrorBoundary';
import { RootRoute } from './RootRoute';
import type { RouteHandle } from './route-handle';

const authLayout = page(() => import('./layouts/AuthLayout'));
/** Every other page: a table of its own, fetched with the first of them (page-routes.tsx). */
let pageTable: { default: ComponentType; pageRoutes: RouteObject[] } | undefined;
// The menu's and the pages' titles (`nav`) come with the table: the sign-in page has no use for them.
const loadPageTable = () => Promise.all([import('./page-routes'), loadNamespaces(['nav'])]).then(([m]) => (pageTable = m));
const lazyPageTable = page(loadPageTable);
const nestedRoutes = () => loadPageTable().then((m) => m.pageRoutes);

/**
 * The page table, drawn at once when its code is in (main.tsx waits for it before the first draw
 * of a page past sign-in: a lazy component suspends once even when its code has arrived, and
 * React shows what was waiting a beat later), else fetched. Chosen once per mount, so the pages
 * under it are never drawn anew.
 */
function PageTable() {
  const [loaded] = useState(() => pageTable);
  return loaded ? <loaded.default /> : lazyPageTable;
}

/** A sign-up or forgot-PIN step: its words ('signup') come with its code, not with the sign-in page. */
const auth = pagesOf(async () => AUTH);

const hasNumber = (s: AuthState) => Boolean(s.currentNumber);
const hasOtpToken = (s: AuthState) => Boolean(s.currentNumber && s.signupData?.purpose === 'signup' && s.signupData.otpToken);
const signupOtp = (s: AuthState) => Boolean(s.currentNumber && s.signupData?.purpose === 'signup');
const signupNamed = (s: AuthState) => Boolean(s.currentNumber && s.signupData?.otpToken && s.signupData.name);
const resetOtp = (s: AuthState) => Boolean(s.currentNumber && s.signupData?.purpose === 'reset-pin');
const resetVerified = (s: AuthState) => Boolean(s.currentNumber && s.signupData?.purpose === 'reset-pin' && s.signupData.otpToken);

/** A sign-in step behind its check (gates.tsx `Step`): the route reached only after the earlier steps. */
function step(ok: (s: AuthState) => boolean, route: RouteObject, fallback?: string): RouteObject {
  return { element: <Step ok={ok} fallback={fallback} />, children: [route] };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: guarded(<RootRoute />),
    children: [
      { index: true, element: <EntryRedirect /> },
      {
        path: 'auth',
        element: <AuthEntry />,
        children: [
          {
            element: guarded(authLayout),
            children: [
              { index: true, handle: { titleKey: 'auth:title.signIn' }, element: auth('phone') },
              step(hasNumber, {
                path: 'pin',
                handle: { titleKey: 'auth:title.signIn' },
                element: auth('pin'),
              }),
              step(signupOtp, {
                path: 'otp',
                handle: { titleKey: 'auth:title.verify' },
                element: auth('signupOtp'),
              }),
              step(hasOtpToken, {
                path: 'user-intent',
                handle: { titleKey: 'auth:title.signUp' },
                element: auth('userIntent'),
              }),
              step(hasOtpToken, {
                path: 'signup',
                handle: { titleKey: 'auth:title.signUp' },
                element: auth('signupName'),
              }),
              step(signupNamed, {
                path: 'setup-pin',
                handle: { titleKey: 'auth:title.signUp' },
                element: auth('setupPin'),
              }),
              {
                path: 'forgot-pin',
                handle: { titleKey: 'auth:title.forgotPin' },
                element: auth('forgotPin'),
              },
              step(
                resetOtp,
                {
                  path: 'forgot-pin/otp',
                  handle: { titleKey: 'auth:title.forgotPin' },
                  element: auth('resetOtp'),
                },
                '/auth/forgot-pin',
              ),
              step(
                resetVerified,
                {
                  path: 'forgot-pin/set-pin',
                  handle: { titleKey: 'auth:title.forgotPin' },
                  element: auth('resetPin'),
                },
                '/auth/forgot-pin',
              ),
            ],
          },
        ],
      },
      { path: 'crash-test', handle: { titleKey: 'common:crashTest.title' }, element: page(() => import('./CrashTestPage')) },
      // Everything else, the not-found page included: the page table (page-routes.tsx).
      { path: '*', handle: { nested: nestedRoutes } satisfies RouteHandle, element: <PageTable /> },
    ],
  },
];
