import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, ShoppingBasket } from 'lucide-react';
import { MAX_INVOICE_LINES } from '@dokani/contracts/constants';
import type { Product } from '@dokani/contracts';
import { formatQuantity } from '@dokani/core/money';
import { cn } from '@/shared/lib/cn';
import { useFormat } from '@/shared/lib/format';
import { useShopId } from '@/shared/lib/shop';
import { useMediaQuery } from '@/shared/lib/use-media-query';
import { PageTitle } from '@/shared/ui/page-title';
import { Spinner } from '@/shared/ui/spinner';
import { fetchProduct, refreshProductSnapshot } from '@/features/products';
import { refreshContactSnapshot, useContact } from '@/features/contacts';
import { useShop } from '@/features/shops';
import { useShopSettings } from '@/features/settings';
import { computeCart, typedQuantity, type CounterKind } from '../cart';
import { useCart } from '../cart-store';
import { purchaseRequest, saleRequest } from '../request';
import { useBook, type Booked } from '../use-book';
import { localFigures } from '../offline-sale';
import { isOnline } from '../../api';
import { CartPanel } from './CartPanel';
import { newContactProblem } from './ContactSection';
import { focusNote, noteError } from './ExtrasFields';
import { ProductFinder, type AddVia, type ProductFinderHandle } from './ProductFinder';
import { SuccessPanel } from './SuccessPanel';
import { useUnitName } from './unit-name';
import { bigButtonClass, sideButtonClass } from './ui';

/**
 * The counter, for a sale or a purchase: products on one side (search, scanner, grid), the cart
 * and its payment on the other. Phones (360 px first) show one side at a time as two tabs, with a
 * sticky bar holding the total and the big button; from 1024 px both sides stand side by side and
 * the search keeps the focus, so a USB scanner can add product after product.
 */
export function CounterScreen({ kind }: { kind: CounterKind }) {
  const { t } = useTranslation('sell');
  const fmt = useFormat();
  const navigate = useNavigate();
  const shopId = useShopId();
  const wide = useMediaQuery('(min-width: 1024px)');
  const counter = useCart(kind);
  const { cart } = counter;
  const computed = useMemo(() => computeCart(kind, cart), [kind, cart]);
  const [view, setView] = useState<'products' | 'cart'>('products');
  const [booked, setBooked] = useState<Booked | null>(null);
  const [attempted, setAttempted] = useState(false);
  const finder = useRef<ProductFinderHandle>(null);
  const contactInput = useRef<HTMLInputElement>(null);
  const settings = useShopSettings();
  const unitName = useUnitName();
  // the picked customer, for a sale kept on the device without a network (its receipt names them)
  const contact = useContact(kind === 'sale' ? cart.contactId : '');
  // the shop as its receipts show it, kept on the device with the settings (a receipt printed offline)
  useShop(kind === 'sale' ? shopId : null);

  // Opened online: the shop's products and contacts are kept on the device, to sell without a network.
  useEffect(() => {
    if (kind !== 'sale' || !shopId || !isOnline()) return;
    void refreshProductSnapshot(shopId).catch(() => undefined);
    void refreshContactSnapshot(shopId).catch(() => undefined);
  }, [kind, shopId]);

  const book = useBook(kind, {
    onBooked: (b) => {
      counter.reset();
      setBooked(b);
      setAttempted(false);
      setView('products');
      if (b.kind === 'sale' && !b.recovered && settings.data?.printAfterSale) navigate(`/print/sale/${b.invoice.id}?auto=1`);
    },
    // The server priced with newer facts (price, stock): bring them into the cart.
    onStale: () => {
      void Promise.all(cart.lines.map((l) => fetchProduct(shopId, l.product.id).catch(() => null))).then((ps) =>
        counter.refresh(ps.filter((p): p is Product => p !== null)),
      );
    },
    // Not enough stock: the line learns the stock left (its warning shows at once), the cart opens
    // at that line's quantity, and the words name the product and what is left.
    onStockShort: (productId, available) => {
      const line = cart.lines.find((l) => l.product.id === productId);
      if (!line) return null;
      counter.stock(productId, available);
      setView('cart');
      window.setTimeout(() => {
        const qty = document.querySelector<HTMLInputElement>(
          `[data-testid="cart-line"][data-product-id="${productId}"] [data-testid="cart-line-qty"]`,
        );
        qty?.scrollIntoView?.({ block: 'center' });
        qty?.focus();
      }, 0);
      return t('sale.refusedStock', { name: line.product.name, qty: fmt.digits(available), unit: unitName(line.product.unit) });
    },
  });

  // A refusal speaks of the cart as it was: once a line or a quantity changes, it is gone.
  const linesKey = cart.lines.map((l) => `${l.product.id}:${l.quantity}`).join('|');
  const [errorFor, setErrorFor] = useState(linesKey);
  if (errorFor !== linesKey) {
    setErrorFor(linesKey);
    if (book.error) book.setError(null);
  }

  const inCart = useMemo(
    () => new Map(cart.lines.map((l) => [l.product.id, fmt.digits(formatQuantity(typedQuantity(l.quantity) ?? 0n))])),
    [cart.lines, fmt],
  );
  const invoice = computed.ok ? computed.figures.invoice : computed.invoice;
  const settlement = computed.ok ? computed.figures.settlement : null;
  const hasContact = Boolean(cart.contactId || cart.newContact);
  const needsContact = attempted && settlement !== null && settlement.due > 0n && !hasContact;

  function onAdd(p: Product, via: AddVia): boolean {
    // The server takes at most MAX_INVOICE_LINES lines: the counter says so at the next new product.
    if (cart.lines.length >= MAX_INVOICE_LINES && !cart.lines.some((l) => l.product.id === p.id)) {
      book.setError(t('validation:trade.tooManyLines'));
      return false;
    }
    counter.add(p);
    book.setError(null);
    // A scanner or the keyboard goes on in the search box; a tap on a phone must not raise the keyboard.
    if (via === 'tap' && wide) finder.current?.focus();
    return true;
  }

  function revealContact() {
    setView('cart');
    window.setTimeout(() => {
      contactInput.current?.focus();
      contactInput.current?.scrollIntoView?.({ block: 'center' });
    }, 0);
  }

  function submit() {
    setAttempted(true);
    if (!computed.ok || book.pending) return;
    if (noteError(cart.note)) {
      setView('cart');
      return focusNote();
    }
    const f = computed.figures;
    if (f.settlement.due > 0n && !hasContact) return revealContact();
    if (newContactProblem(cart.newContact)) return revealContact();
    if (kind === 'purchase') return book.book(purchaseRequest(cart, f));
    const body = saleRequest(cart, f);
    const lines = cart.lines.map((l, i) => ({
      productId: l.product.id,
      productName: l.product.name,
      unit: l.product.unit,
      quantity: body.lines?.[i]?.quantity ?? '0',
    }));
    const picked = cart.contactId ? contact.data : undefined;
    const customer = cart.newContact
      ? {
          id: null,
          name: cart.newContact.name.trim(),
          mobile: body.customer?.mobile ?? null,
          address: cart.newContact.address.trim() || null,
        }
      : picked
        ? { id: picked.id, name: picked.name, mobile: picked.mobile, address: picked.address }
        : null;
    book.book(body, {
      figures: localFigures(lines, f.invoice, f.settlement),
      customer,
      stock: lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
    });
  }

  const title = t(`nav:${kind === 'sale' ? 'sell' : 'purchase'}`);
  if (booked) {
    return (
      <div className="mx-auto w-full max-w-7xl" data-testid={`counter-${kind}`}>
        <PageTitle title={title} back={false} />
        <SuccessPanel
          booked={booked}
          onNew={() => {
            setBooked(null);
            window.setTimeout(() => finder.current?.focus(), 0);
          }}
        />
      </div>
    );
  }

  const count = cart.lines.length;
  const total = invoice ? fmt.money(invoice.total) : '';
  const canSubmit = computed.ok && !book.pending;
  const submitButton = (
    <button type="button" className={bigButtonClass} onClick={submit} disabled={!canSubmit} data-testid="counter-submit">
      {book.pending ? <Spinner /> : null}
      {computed.ok ? t(`${kind}.submit`, { total }) : t(`${kind}.submitPlain`)}
    </button>
  );
  // What the person must do with money right now, beside the button: change to give, or the due.
  const moneyNote =
    settlement && settlement.change > 0n ? (
      <p className="flex justify-between text-sm font-semibold text-green-800 dark:text-green-400" data-testid="counter-bar-change">
        <span>{t(`${kind}.change`)}</span>
        <span className="tabular-nums">{fmt.money(settlement.change)}</span>
      </p>
    ) : settlement && settlement.due > 0n ? (
      <p className="flex justify-between text-sm font-semibold text-destructive" data-testid="counter-bar-due">
        <span>{t('counter.due')}</span>
        <span className="tabular-nums">{fmt.money(settlement.due)}</span>
      </p>
    ) : null;
  const panel = (
    <CartPanel
      kind={kind}
      counter={counter}
      computed={computed}
      attempted={attempted}
      needsContact={needsContact}
      contactInput={contactInput}
      error={book.error}
      onSubmit={submit}
    />
  );
  const productFinder = <ProductFinder ref={finder} kind={kind} inCart={inCart} onAdd={onAdd} />;

  if (wide) {
    return (
      <div className="mx-auto w-full max-w-7xl" data-testid={`counter-${kind}`}>
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(23rem,27rem)] items-start gap-5">
          <div className="min-w-0">
            <PageTitle title={title} back={false} />
            {productFinder}
          </div>
          <aside
            aria-label={t(`${kind}.cartTitle`)}
            className="sticky top-[4.5rem] flex max-h-[calc(100dvh-6rem)] flex-col overflow-hidden rounded-lg border border-border bg-card shadow-sm"
          >
            <div className="min-h-0 flex-1 overflow-y-auto p-3">{panel}</div>
            {count > 0 ? (
              <div className="flex flex-col gap-2 border-t border-border p-3">
                {moneyNote}
                {submitButton}
              </div>
            ) : null}
          </aside>
        </div>
      </div>
    );
  }

  const tab = (v: 'products' | 'cart', label: string) => (
    <button
      type="button"
      role="tab"
      id={`counter-tab-${v}`}
      aria-selected={view === v}
      aria-controls={`counter-panel-${v}`}
      onClick={() => setView(v)}
      data-testid={`counter-tab-${v}`}
      className={cn(
        'min-h-11 flex-1 rounded-sm px-3 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        view === v ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="mx-auto w-full max-w-3xl pb-24" data-testid={`counter-${kind}`}>
      <PageTitle title={title} back={false} />
      <div role="tablist" aria-label={title} className="mb-3 flex gap-1 rounded-md bg-muted p-1">
        {tab('products', t('counter.tabProducts'))}
        {tab('cart', count > 0 ? t(`${kind}.tabCartCount`, { n: fmt.number(count) }) : t(`${kind}.tabCart`))}
      </div>
      <div role="tabpanel" id="counter-panel-products" aria-labelledby="counter-tab-products" hidden={view !== 'products'}>
        {productFinder}
      </div>
      {/* Fields scrolled to (focus, errors) stay clear of the sticky bar. */}
      <div
        role="tabpanel"
        id="counter-panel-cart"
        aria-labelledby="counter-tab-cart"
        hidden={view !== 'cart'}
        className="[&_input]:scroll-mb-40 [&_select]:scroll-mb-40"
      >
        {panel}
      </div>
      {count > 0 ? (
        <div
          className="fixed inset-x-0 bottom-0 z-20 border-t border-border bg-card/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur"
          data-testid="counter-bar"
        >
          {view === 'products' ? (
            <button type="button" className={bigButtonClass} onClick={() => setView('cart')} data-testid="counter-to-cart">
              <ShoppingBasket aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate text-left">{t(`${kind}.tabCartCount`, { n: fmt.number(count) })}</span>
              <span className="tabular-nums">{total}</span>
            </button>
          ) : (
            <div className="flex flex-col gap-2">
              {moneyNote}
              <div className="flex gap-2">
                <button
                  type="button"
                  className={sideButtonClass}
                  onClick={() => setView('products')}
                  aria-label={t('counter.backToProducts')}
                >
                  <ArrowLeft aria-hidden="true" />
                </button>
                {submitButton}
              </div>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
