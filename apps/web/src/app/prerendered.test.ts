import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { useAuthStore } from '@/shared/stores/auth';
import { PRERENDERED_ATTR, releasePrerendered, takePrerendered, usePrerenderedRelease } from './prerendered';

/** What dist/auth.html holds in #root: the first step drawn in each language, inert. */
function page(): HTMLElement {
  document.body.innerHTML =
    `<div id="root">` +
    `<div ${PRERENDERED_ATTR}="bn" class="shell-bn" inert><h1>মোবাইল নম্বর দিন</h1><input name="mobile" autofocus></div>` +
    `<div ${PRERENDERED_ATTR}="en" class="shell-en" inert><h1>Enter your mobile number</h1><input name="mobile" autofocus></div>` +
    `</div>`;
  return document.getElementById('root') as HTMLElement;
}

const initial = useAuthStore.getState();

afterEach(() => {
  document.body.innerHTML = '';
  useAuthStore.setState(initial, true);
});

describe('taking over the sign-in page drawn at build time', () => {
  it('keeps the stored language’s drawing where it stands, for React to hydrate', () => {
    const root = page();
    const h1 = root.querySelector('[data-prerendered="en"] h1');
    const drawn = takePrerendered(root, 'en');
    expect(drawn?.querySelector('h1')).toBe(h1);
    expect(root.querySelectorAll(`[${PRERENDERED_ATTR}]`)).toHaveLength(1);
    expect(root.textContent).not.toContain('মোবাইল');
    // no longer shown or hidden by language: it is the app now
    expect(drawn?.getAttribute('class')).toBeNull();
    expect(drawn?.hasAttribute('inert')).toBe(true);
  });

  it('draws afresh when the visitor is signed in (the app sends them on)', () => {
    useAuthStore.setState({ token: 't', isAuthenticated: true, sessionExpiresAt: Date.now() + 60_000 });
    const root = page();
    expect(takePrerendered(root, 'bn')).toBeNull();
    expect(root.children).toHaveLength(0);
  });

  it('draws afresh when a number is remembered from an unfinished sign-in (the field differs)', () => {
    useAuthStore.setState({ currentNumber: '+8801712345678' });
    const root = page();
    expect(takePrerendered(root, 'bn')).toBeNull();
    expect(root.children).toHaveLength(0);
  });

  it('leaves any other page alone', () => {
    document.body.innerHTML = '<div id="root"><div class="frame">দোকানি</div></div>';
    const root = document.getElementById('root') as HTMLElement;
    expect(takePrerendered(root, 'bn')).toBeNull();
    expect(root.innerHTML).toBe('<div class="frame">দোকানি</div>');
  });

  it('once taken over, it can be used and its field takes the focus', () => {
    const root = page();
    const drawn = takePrerendered(root, 'bn') as HTMLElement;
    releasePrerendered(drawn);
    expect(drawn.hasAttribute('inert')).toBe(false);
    expect(drawn.hasAttribute(PRERENDERED_ATTR)).toBe(false);
    expect(document.activeElement).toBe(drawn.querySelector('input'));
  });

  it('does not take the focus from where the visitor has put it', () => {
    const root = page();
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    const drawn = takePrerendered(root, 'bn') as HTMLElement;
    releasePrerendered(drawn);
    expect(document.activeElement).toBe(elsewhere);
  });

  it('a committed page (or the error screen) releases it', () => {
    const root = page();
    const drawn = takePrerendered(root, 'bn') as HTMLElement;
    renderHook(() => usePrerenderedRelease());
    expect(drawn.hasAttribute('inert')).toBe(false);
    expect(document.activeElement).toBe(drawn.querySelector('input'));
  });
});
