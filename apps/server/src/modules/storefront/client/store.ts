/**
 * Every storefront page's script: the cart badge, "add to cart" buttons, and the cart page.
 * Without it the store still browses; only the cart and checkout need it.
 */
import { toBanglaDigits } from '@dokani/core/digits';
import { addToCart, cartTotal, el, lineTotal, money, pageData, readCart, showCount, writeCart, MAX_QTY } from './cart-store.ts';
import type { CartLine, PageData } from './cart-store.ts';

document.documentElement.classList.add('js');
showCount();

// Add to cart: a product card's button, or the product page's with its quantity box.
document.addEventListener('click', (ev) => {
  const button = (ev.target as Element | null)?.closest<HTMLButtonElement>('button[data-add]');
  if (!button) return;
  const d = button.dataset;
  const qtyInput = d.qtyFrom ? (document.getElementById(d.qtyFrom) as HTMLInputElement | null) : null;
  const qty = Math.max(1, Math.min(MAX_QTY, Math.floor(Number(qtyInput?.value ?? 1)) || 1));
  addToCart({ id: d.add ?? '', name: d.name ?? '', price: d.price ?? '0', thumb: d.thumb ?? '' }, qty);
  const note = document.querySelector<HTMLElement>('[data-added-note]');
  const added = button.closest('.card') ? null : note;
  const text = d.added ?? '';
  if (added) added.textContent = text;
  const before = button.textContent;
  button.textContent = `✓ ${text}`;
  setTimeout(() => (button.textContent = before), 1500);
});

// The cart page.
const cartBox = document.getElementById('cart');
const data = pageData<PageData>();
if (cartBox && data) {
  const T = data.texts;
  const render = (): void => {
    const lines = readCart();
    const toCheckout = document.getElementById('to-checkout');
    if (toCheckout) toCheckout.hidden = lines.length === 0;
    if (lines.length === 0) {
      cartBox.replaceChildren(el('p', {}, T.cartEmpty ?? ''));
      return;
    }
    const change = (id: string, by: number | null) => {
      const next = readCart()
        .map((l) => (l.id === id ? { ...l, qty: by === null ? 0 : Math.min(MAX_QTY, l.qty + by) } : l))
        .filter((l) => l.qty > 0);
      writeCart(next);
      render();
    };
    const row = (l: CartLine) =>
      el(
        'tr',
        {},
        el('td', {}, l.thumb ? el('img', { src: l.thumb, alt: '', width: 56, height: 56, loading: 'lazy' }) : ''),
        el('td', {}, el('a', { href: `${data.base}/p/${l.id}` }, l.name), el('div', { className: 'hint' }, money(lineTotal(l), data.lang))),
        el(
          'td',
          { className: 'n' },
          el('button', { type: 'button', className: 'pill', ariaLabel: `${T.decrease} — ${l.name}`, onclick: () => change(l.id, -1) }, '−'),
          ` ${data.lang === 'bn' ? toBanglaDigits(String(l.qty)) : l.qty} `,
          el('button', { type: 'button', className: 'pill', ariaLabel: `${T.increase} — ${l.name}`, onclick: () => change(l.id, 1) }, '+'),
          el('br'),
          el('button', { type: 'button', className: 'pill', onclick: () => change(l.id, null) }, T.remove ?? ''),
        ),
      );
    cartBox.replaceChildren(
      el('table', { className: 'lines' }, el('tbody', {}, ...lines.map(row))),
      el('div', { className: 'sum total' }, el('span', {}, T.subtotal ?? ''), el('span', {}, money(cartTotal(lines), data.lang))),
    );
  };
  render();
  window.addEventListener('storage', render);
}

// The message page: sent as JSON; the server's words for what is wrong.
const messageForm = document.getElementById('message-form') as HTMLFormElement | null;
if (messageForm && data) {
  const T = data.texts;
  const result = document.getElementById('message-result') as HTMLElement;
  const button = messageForm.querySelector('button[type=submit]') as HTMLButtonElement;
  messageForm.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const value = (n: string) => ((messageForm.elements.namedItem(n) as HTMLInputElement | null)?.value ?? '').trim();
    const body = { name: value('name'), mobile: value('mobile'), text: value('text'), ...(value('website') ? { website: value('website') } : {}) };
    button.disabled = true;
    button.textContent = T.sending ?? '';
    try {
      const res = await fetch(`/api/v1/stores/${data.slug}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-language': data.lang }, body: JSON.stringify(body) });
      const answer = (await res.json().catch(() => null)) as { error?: { message: string; details?: Record<string, unknown> } } | null;
      if (res.ok) {
        messageForm.reset();
        result.replaceChildren(el('p', { className: 'note' }, T.messageSent ?? ''));
      } else {
        const details = Object.values(answer?.error?.details ?? {}).filter((v): v is string => typeof v === 'string');
        result.replaceChildren(el('p', { className: 'alert' }, [answer?.error?.message ?? T.networkError ?? '', ...details].join(' ')));
      }
    } catch {
      result.replaceChildren(el('p', { className: 'alert' }, T.networkError ?? ''));
    } finally {
      button.disabled = false;
      button.textContent = T.messageSend ?? '';
    }
  });
}
