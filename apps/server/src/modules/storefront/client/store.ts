/**
 * Every storefront page's script: the cart badge, "add to cart" buttons, and the cart page.
 * Without it the store still browses; only the cart and checkout need it.
 */
import { localDigitsFor } from '@dokani/core/format';
import { formatQuantity } from '@dokani/core/money';
import { onQuantityStep, parseTypedQuantity, quantityStep } from '@dokani/core/quantity-step';
import {
  addToCart,
  cartTotal,
  clampQty,
  el,
  lineTotal,
  money,
  pageData,
  qtyOf,
  qtyText,
  readCart,
  showCount,
  writeCart,
  MAX_QTY,
} from './cart-store.ts';
import type { CartLine, PageData } from './cart-store.ts';

const pageLang = (): 'bn' | 'en' => (document.documentElement.lang === 'en' ? 'en' : 'bn');

document.documentElement.classList.add('js');
showCount();

// The product page's quantity box: typed in Bangla or ASCII digits, − and + by the unit's step.
const qtyBox = document.getElementById('qty') as HTMLInputElement | null;
const stepOfBox = (box: HTMLInputElement): bigint => parseTypedQuantity(box.dataset.step ?? '1') ?? 1000n;
if (qtyBox) {
  qtyBox.addEventListener('input', () => {
    qtyBox.removeAttribute('aria-invalid');
    const note = document.querySelector<HTMLElement>('[data-added-note]');
    if (note?.classList.contains('no')) {
      note.textContent = '';
      note.classList.remove('no');
    }
  });
  document.addEventListener('click', (ev) => {
    const by = (ev.target as Element | null)?.closest<HTMLButtonElement>('button[data-qty-by]');
    if (!by) return;
    const step = stepOfBox(qtyBox);
    const now = parseTypedQuantity(qtyBox.value) ?? step;
    // To the next step down or up from what is typed (1.1 → 1.25 up, 1 down).
    const onStep = (now / step) * step;
    const next = by.dataset.qtyBy === '-1' ? (onStep === now ? now - step : onStep) : onStep + step;
    const clamped = next < step ? step : next > MAX_QTY ? MAX_QTY - (MAX_QTY % step) : next;
    qtyBox.value = localDigitsFor(pageLang(), formatQuantity(clamped));
    qtyBox.dispatchEvent(new Event('input'));
  });
}

// Add to cart: a product card's button (one unit), or the product page's with its quantity box.
document.addEventListener('click', (ev) => {
  const button = (ev.target as Element | null)?.closest<HTMLButtonElement>('button[data-add]');
  if (!button) return;
  const d = button.dataset;
  const unit = d.unit ?? '';
  const qtyInput = d.qtyFrom ? (document.getElementById(d.qtyFrom) as HTMLInputElement | null) : null;
  const typed = qtyInput ? parseTypedQuantity(qtyInput.value) : 1000n;
  const note = document.querySelector<HTMLElement>('[data-added-note]');
  if (qtyInput && (typed === null || !onQuantityStep(typed, unit) || typed > MAX_QTY)) {
    // Said where the eye is, in the customer's language: the box's rule (its unit's step).
    qtyInput.setAttribute('aria-invalid', 'true');
    if (note) {
      note.textContent = qtyInput.dataset.bad ?? '';
      note.classList.add('no');
    }
    qtyInput.focus();
    return;
  }
  // A card adds one unit, which every unit's step divides.
  addToCart({ id: d.add ?? '', name: d.name ?? '', price: d.price ?? '0', unit, thumb: d.thumb ?? '' }, typed ?? 1000n);
  note?.classList.remove('no');
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
    // − and + go by the line's unit's step (a kg of rice by 0.25 kg); − on the last step takes the line out.
    const change = (id: string, by: -1 | 1 | null) => {
      const next = readCart()
        .map((l) => {
          if (l.id !== id) return l;
          if (by === null) return { ...l, qty: '0' };
          const q = qtyOf(l) + BigInt(by) * quantityStep(l.unit);
          return { ...l, qty: q <= 0n ? '0' : formatQuantity(clampQty(q, l.unit)) };
        })
        .filter((l) => qtyOf(l) > 0n);
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
          el('span', { className: 'q' }, qtyText(l, data)),
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
    const body = {
      name: value('name'),
      mobile: value('mobile'),
      text: value('text'),
      ...(value('website') ? { website: value('website') } : {}),
    };
    button.disabled = true;
    button.textContent = T.sending ?? '';
    try {
      const res = await fetch(`/api/v1/stores/${data.slug}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': data.lang },
        body: JSON.stringify(body),
      });
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
