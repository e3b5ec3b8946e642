/**
 * The checkout form: districts and areas follow the division, the summary follows the cart and the
 * delivery package, and "Place order" posts the order (the server's prices) under a ULID made
 * once per attempt, so a retry after a lost answer places it once. Success empties the cart and
 * opens the order's tracking page.
 */
import { parseMoney } from '@dokani/core/money';
import { ulid } from '@dokani/core/ulid';
import { cartTotal, el, lineTotal, money, pageData, qtyText, readCart, writeCart } from './cart-store.ts';
import type { PageData } from './cart-store.ts';

interface CheckoutData extends PageData {
  /**
   * Districts [id, name, division]; areas [id, name, district, 1 for a city thana], thanas first;
   * metros [district, the city's name] (its thanas are listed under it, the upazilas after).
   */
  geo: { districts: [string, string, string][]; areas: [string, string, string, 0 | 1][]; metros: [string, string][] };
  packages: { id: string; name: string; fee: string }[];
  /** The store asks for the customer's number to be confirmed with a code. */
  otp: boolean;
}

interface ApiError {
  error?: { code: string; message: string; details?: Record<string, unknown> };
}

const data = pageData<CheckoutData>();
const form = document.getElementById('checkout') as HTMLFormElement | null;

if (data && form) {
  const T = data.texts;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null;
  const division = field('divisionId') as HTMLSelectElement;
  const district = field('districtId') as HTMLSelectElement;
  const area = field('areaId') as HTMLSelectElement;
  const summary = document.getElementById('summary') as HTMLElement;
  const errorBox = document.getElementById('checkout-error') as HTMLElement;
  const place = document.getElementById('place') as HTMLButtonElement;

  const options = (rows: readonly (readonly [string, string, ...unknown[]])[]) =>
    rows.map(([id, name]) => el('option', { value: id }, name));
  const fill = (select: HTMLSelectElement, groups: (HTMLOptionElement | HTMLOptGroupElement)[]) => {
    select.replaceChildren(el('option', { value: '' }, T.choose ?? ''), ...groups);
    select.disabled = groups.length === 0;
  };
  const showDistricts = () => {
    fill(district, options(data.geo.districts.filter((r) => r[2] === division.value)));
    fill(area, []);
  };
  division.addEventListener('change', showDistricts);
  // A division chosen before this script ran (a quick hand while it loaded, or the browser giving
  // the form back on returning to the page): its districts now, or the district stays locked.
  if (division.value) showDistricts();
  // A district with a city: its thanas under the city's name (ঢাকা মহানগর), then its upazilas.
  district.addEventListener('change', () => {
    const rows = data.geo.areas.filter((r) => r[2] === district.value);
    const city = data.geo.metros.find((m) => m[0] === district.value)?.[1];
    const group = (label: string, inCity: 0 | 1) => el('optgroup', { label }, ...options(rows.filter((r) => r[3] === inCity)));
    fill(area, city ? [group(city, 1), group(T.upazilas ?? '', 0)] : options(rows));
  });

  const chosenPackage = () =>
    data.packages.find((p) => p.id === (form.querySelector<HTMLInputElement>('input[name=shippingPackageId]:checked')?.value ?? ''));
  const showSummary = () => {
    const lines = readCart();
    const fee = parseMoney(chosenPackage()?.fee ?? '0') ?? 0n;
    const sub = cartTotal(lines);
    const row = (label: string, amount: bigint, cls = 'sum') =>
      el('div', { className: cls }, el('span', {}, label), el('span', {}, money(amount, data.lang)));
    // What is ordered, line by line: "মিনিকেট চাল — ১.৫ কেজি", its amount.
    const items = lines.map((l) =>
      el('div', { className: 'sum' }, el('span', {}, `${l.name} — ${qtyText(l, data)}`), el('span', {}, money(lineTotal(l), data.lang))),
    );
    summary.replaceChildren(
      ...(lines.length === 0 ? [el('p', {}, T.cartEmpty ?? '')] : items),
      row(T.subtotal ?? '', sub),
      row(T.deliveryFee ?? '', fee),
      row(T.total ?? '', sub + fee, 'sum total'),
    );
    place.disabled = lines.length === 0;
  };
  form.addEventListener('change', showSummary);
  showSummary();

  const post = async <T>(path: string, body: unknown): Promise<{ ok: boolean; answer: (T & ApiError) | null }> => {
    const res = await fetch(`/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': data.lang },
      body: JSON.stringify(body),
    });
    return { ok: res.ok, answer: (await res.json().catch(() => null)) as (T & ApiError) | null };
  };
  // The server's words; a line's problem (a quantity off its unit's step) has no field of its own, so it is said here too.
  const showError = (answer: ApiError | null) => {
    const lineProblems = Object.entries(answer?.error?.details ?? {})
      .filter(([k, v]) => k.startsWith('lines.') && typeof v === 'string')
      .map(([, v]) => String(v));
    errorBox.replaceChildren(
      el('p', { className: 'alert' }, [answer?.error?.message ?? T.networkError ?? '', ...new Set(lineProblems)].join(' ')),
    );
  };

  // The number's proof, when the store asks for it: a code by SMS, then a one-use token for the order.
  let otpToken: { mobile: string; token: string } | null = null;
  const otpStatus = document.getElementById('otp-status');
  document.getElementById('otp-send')?.addEventListener('click', async () => {
    clearErrors();
    const mobile = (field('mobile')?.value ?? '').trim();
    if (!mobile) return showError({ error: { code: 'MOBILE', message: T.otpFirst ?? '' } });
    try {
      const { ok, answer } = await post('/auth/otp/send', { mobile, purpose: 'checkout' });
      if (!ok) return showError(answer);
      if (otpStatus) otpStatus.textContent = T.otpSent ?? '';
      (field('otp') as HTMLInputElement | null)?.focus();
    } catch {
      showError(null);
    }
  });
  /** The token for this number: kept while the number stays the same, else asked for with the code. */
  const proveNumber = async (mobile: string): Promise<string | null> => {
    if (otpToken && otpToken.mobile === mobile) return otpToken.token;
    const code = (field('otp')?.value ?? '').trim();
    if (!code) {
      showError({ error: { code: 'OTP', message: T.otpFirst ?? '' } });
      return null;
    }
    const { ok, answer } = await post<{ otpToken: string }>('/auth/otp/verify', { mobile, purpose: 'checkout', code });
    if (!ok || !answer?.otpToken) {
      showError(answer);
      return null;
    }
    otpToken = { mobile, token: answer.otpToken };
    return answer.otpToken;
  };

  let orderId = ulid();
  const clearErrors = () => {
    errorBox.replaceChildren();
    for (const e of form.querySelectorAll('[data-field-error]')) e.remove();
    for (const e of form.querySelectorAll('[aria-invalid]')) e.removeAttribute('aria-invalid');
  };
  const fieldFor: Record<string, string> = {
    'customer.name': 'name',
    'customer.mobile': 'mobile',
    'customer.address': 'address',
    'customer.divisionId': 'divisionId',
    'customer.districtId': 'districtId',
    'customer.areaId': 'areaId',
    note: 'note',
    shippingPackageId: 'shippingPackageId',
    otpToken: 'otp',
  };

  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    clearErrors();
    const lines = readCart();
    if (lines.length === 0) return;
    const value = (n: string) => (field(n)?.value ?? '').trim();
    const optional = (n: string) => value(n) || null;
    const body = {
      id: orderId,
      customer: {
        name: value('name'),
        mobile: value('mobile'),
        address: value('address'),
        divisionId: optional('divisionId'),
        districtId: optional('districtId'),
        areaId: optional('areaId'),
      },
      shippingPackageId: chosenPackage()?.id ?? '',
      // Plain ASCII decimals ("1.5"), as the API reads quantities.
      lines: lines.map((l) => ({ productId: l.id, quantity: l.qty })),
      ...(value('note') ? { note: value('note') } : {}),
      ...(value('website') ? { website: value('website') } : {}),
    };
    place.disabled = true;
    place.textContent = T.placing ?? '';
    try {
      if (data.otp) {
        const token = await proveNumber(body.customer.mobile);
        if (!token) return;
        Object.assign(body, { otpToken: token });
      }
      const { ok, answer } = await post<{ trackingUrl?: string }>(`/stores/${data.slug}/orders`, body);
      if (ok && answer?.trackingUrl) {
        writeCart([]);
        const url = new URL(answer.trackingUrl);
        location.assign(`${data.base}/orders/${orderId}?t=${encodeURIComponent(url.searchParams.get('t') ?? '')}&new=1`);
        return;
      }
      // Refused: a new attempt is a new order (the same id with another body would be a conflict).
      orderId = ulid();
      const err = answer?.error;
      if (err?.details?.otpToken) otpToken = null;
      showError(answer);
      for (const [path, message] of Object.entries(err?.details ?? {})) {
        const input = fieldFor[path] ? field(fieldFor[path]) : null;
        if (!input || typeof message !== 'string' || !(input instanceof HTMLElement)) continue;
        input.setAttribute('aria-invalid', 'true');
        const note = el('p', { className: 'hint no' }, message);
        note.setAttribute('data-field-error', '');
        input.insertAdjacentElement('afterend', note);
      }
      (form.querySelector('[aria-invalid]') as HTMLElement | null)?.focus();
    } catch {
      errorBox.replaceChildren(el('p', { className: 'alert' }, T.networkError ?? ''));
    } finally {
      place.disabled = false;
      place.textContent = T.placeOrder ?? '';
    }
  });
}
