import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Feedback, FeedbackList } from '@dokani/contracts/feedback';
import { routes } from '@/app/routes';
import { renderRoutes } from '@/test/render';
import { fakeApi, makeShop, signedInEachTest } from '@/test/fixtures';
import { makeStore } from '@/features/online-shop/test-fixtures';
import { setLanguage } from '@/shared/lib/i18n';
import { notify } from '@/shared/lib/notify';
import { shopVCard } from './vcard';

vi.mock('@/shared/lib/notify', async (original) => ({ ...(await original<object>()), notify: vi.fn() }));

const SHOP = makeShop({ publicPhone: '01712345678', address: 'বাজার রোড, সাভার' });
signedInEachTest(SHOP);

const NO_LINKS = { community: null, help: null, mobileApp: null };

function makeFeedback(over: Partial<Feedback> = {}): Feedback {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1F1',
    kind: 'idea',
    text: 'বাকির খাতায় ছবি দেখালে ভালো হয়',
    screenshotUrl: null,
    createdAt: '2025-01-15T06:00:00.000Z',
    answer: null,
    answeredAt: null,
    unread: false,
    ...over,
  };
}

/** The settings' reads, answered as given (a 404 for what is not). */
function rowsApi(over: Record<string, (body: unknown) => { status: number; body?: unknown }> = {}) {
  return fakeApi({
    'GET /shops': () => ({ status: 200, body: { items: [SHOP] } }),
    'GET /app-links': () => ({ status: 200, body: NO_LINKS }),
    'GET /me/feedback': () => ({ status: 200, body: { items: [], unread: 0 } satisfies FeedbackList }),
    'GET /me/referral': () => ({ status: 200, body: { code: 'K7M2XQ9P', joined: 3 } }),
    ...over,
  });
}

describe('settings rows: links, refer, feedback', () => {
  it('shows a row for each configured link, opening in a new tab; none for a link not set', async () => {
    rowsApi({
      'GET /app-links': () => ({
        status: 200,
        body: { community: 'https://www.facebook.com/groups/dokani', help: 'https://help.dokani.example/', mobileApp: null },
      }),
    });
    renderRoutes(routes, '/settings');
    const community = await screen.findByTestId('settings-community');
    expect(community.getAttribute('href')).toBe('https://www.facebook.com/groups/dokani');
    expect(community.getAttribute('target')).toBe('_blank');
    expect(community.getAttribute('rel')).toContain('noopener');
    expect(community.textContent).toContain('কমিউনিটি');
    expect(screen.getByTestId('settings-help').getAttribute('href')).toBe('https://help.dokani.example/');
    expect(screen.queryByTestId('settings-mobile-app')).toBeNull();
    expect(screen.queryByText('মোবাইল অ্যাপ')).toBeNull();
  });

  it('refer: the code, the invite link and how many joined (Bangla digits); share hands the message to the share sheet', async () => {
    rowsApi();
    const share = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share });
    renderRoutes(routes, '/settings');
    const row = await screen.findByTestId('settings-refer');
    await waitFor(() => expect(within(row).getByTestId('settings-refer-code').textContent).toBe('K7M2XQ9P'));
    const link = `${window.location.origin}/auth?ref=K7M2XQ9P`;
    expect(within(row).getByTestId('settings-refer-link').textContent).toBe(link);
    expect(within(row).getByTestId('settings-refer-joined').textContent).toBe('আপনার লিংকে যোগ দিয়েছেন: ৩ জন');
    await act(async () => {
      fireEvent.click(within(row).getByTestId('settings-refer-share'));
    });
    expect(share).toHaveBeenCalledWith({
      title: 'দোকানি — দোকানের হিসাবের অ্যাপ',
      text: expect.stringContaining('দোকানি অ্যাপে') as string,
      url: link,
    });
  });

  it('refer without a share sheet copies the message with the link and says so', async () => {
    rowsApi();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    renderRoutes(routes, '/settings');
    const share = await screen.findByTestId('settings-refer-share', {}, { timeout: 5000 });
    await act(async () => {
      fireEvent.click(share);
    });
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/দোকানি অ্যাপে.* http.*\/auth\?ref=K7M2XQ9P$/));
    expect(notify).toHaveBeenCalledWith('success', 'লিংকসহ মেসেজ কপি হয়েছে — মেসেঞ্জার বা হোয়াটসঅ্যাপে পেস্ট করে পাঠান।');
  });

  it('an answer not yet seen puts a dot and the count on the feedback row', async () => {
    rowsApi({
      'GET /me/feedback': () => ({
        status: 200,
        body: { items: [makeFeedback({ answer: 'ধন্যবাদ', answeredAt: '2025-01-16T06:00:00.000Z', unread: true })], unread: 1 },
      }),
    });
    renderRoutes(routes, '/settings');
    const row = await screen.findByTestId('settings-feedback');
    await waitFor(() => expect(screen.getByTestId('settings-feedback-dot').getAttribute('aria-label')).toBe('নতুন উত্তর'));
    expect(row.textContent).toContain('১টি নতুন উত্তর এসেছে');
    expect(row.getAttribute('href')).toBe('/settings/feedback');
  });
});

describe('feedback screen', () => {
  it('sends the kind and the text (checked first, the limit named); the list shows it waiting for an answer', async () => {
    const items: Feedback[] = [];
    const api = rowsApi({
      'GET /me/feedback': () => ({ status: 200, body: { items, unread: 0 } }),
      'POST /me/feedback': (body) => {
        const b = body as { id: string; kind: Feedback['kind']; text: string };
        const f = makeFeedback({ id: b.id, kind: b.kind, text: b.text });
        items.unshift(f);
        return { status: 201, body: f };
      },
    });
    renderRoutes(routes, '/settings/feedback');
    await screen.findByTestId('feedback-empty', {}, { timeout: 8000 });
    expect(screen.getByTestId('feedback-page').textContent).toContain('সর্বোচ্চ ২,০০০ অক্ষর। ২৪ ঘণ্টায় সর্বোচ্চ ১০টি মতামত পাঠানো যায়।');

    await act(async () => {
      fireEvent.click(screen.getByTestId('feedback-send'));
    });
    expect(screen.getByText('এই ঘরটি পূরণ করুন।')).toBeTruthy();
    fireEvent.change(screen.getByTestId('feedback-text'), { target: { value: 'ক'.repeat(2001) } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('feedback-send'));
    });
    expect(screen.getByText('অনেক লম্বা — সর্বোচ্চ ২,০০০ অক্ষর।')).toBeTruthy();
    expect(api.calls.some((c) => c.key === 'POST /me/feedback')).toBe(false);

    fireEvent.click(within(screen.getByTestId('feedback-kind')).getByRole('button', { name: 'সমস্যা' }));
    fireEvent.change(screen.getByTestId('feedback-text'), { target: { value: '  প্রিন্টে বাংলা ভেঙে যায়  ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('feedback-send'));
    });
    const item = await screen.findByTestId('feedback-item');
    expect(api.calls.find((c) => c.key === 'POST /me/feedback')?.body).toEqual({
      id: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/) as string,
      kind: 'problem',
      text: 'প্রিন্টে বাংলা ভেঙে যায়',
    });
    expect(within(item).getByTestId('feedback-item-text').textContent).toBe('প্রিন্টে বাংলা ভেঙে যায়');
    expect(within(item).getByTestId('feedback-waiting').textContent).toBe('উত্তরের অপেক্ষায়');
    expect(notify).toHaveBeenCalledWith('success', 'মতামত পাঠানো হয়েছে। ধন্যবাদ!');
    expect((screen.getByTestId('feedback-text') as HTMLTextAreaElement).value).toBe('');
  });

  it('shows the answers, marks the new ones for this visit and tells the server they are seen', async () => {
    const api = rowsApi({
      'GET /me/feedback': () => ({
        status: 200,
        body: {
          items: [
            makeFeedback({
              id: '01JD3ZK7Q8V6Y2N4W5X9A0B1F2',
              answer: 'পরের আপডেটে আসছে।',
              answeredAt: '2025-01-16T06:00:00.000Z',
              unread: true,
            }),
            makeFeedback({ answer: 'ধন্যবাদ', answeredAt: '2025-01-15T08:00:00.000Z' }),
          ],
          unread: 1,
        },
      }),
      'POST /me/feedback/read': () => ({ status: 204 }),
    });
    renderRoutes(routes, '/settings/feedback');
    const answers = await screen.findAllByTestId('feedback-answer', {}, { timeout: 8000 });
    await waitFor(() => expect(api.calls.filter((c) => c.key === 'POST /me/feedback/read')).toHaveLength(1));
    expect(answers[0]?.textContent).toContain('পরের আপডেটে আসছে।');
    expect(answers[0]?.textContent).toContain('নতুন উত্তর');
    expect(answers[1]?.textContent).not.toContain('নতুন উত্তর');
  });

  it('speaks English too', async () => {
    rowsApi();
    await act(async () => {
      await setLanguage('en');
    });
    renderRoutes(routes, '/settings/feedback');
    await screen.findByTestId('feedback-empty', {}, { timeout: 8000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Feedback' })).toBeTruthy();
    expect(
      within(screen.getByTestId('feedback-kind'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Idea', 'Problem', 'Praise']);
    expect(screen.getByTestId('feedback-page').textContent).toContain(
      'At most 2,000 characters. Up to 10 messages can be sent in 24 hours.',
    );
  });
});

describe('QR code screen', () => {
  const decoded = (img: HTMLElement) => decodeURIComponent(img.getAttribute('src') ?? '');

  it('a published store: the code of its address, with the address under it; print opens the dialog on the sheet alone', async () => {
    const store = makeStore();
    rowsApi({ [`GET /shops/${SHOP.id}/online-shop`]: () => ({ status: 200, body: store }) });
    const print = vi.fn(() => {
      const sheet = screen.getByTestId('qr-print-sheet');
      expect(sheet.parentElement).toBe(document.body);
      expect(sheet.textContent).toContain('মায়ের দোয়া স্টোর');
    });
    vi.stubGlobal('print', print);
    renderRoutes(routes, '/settings/qr');
    const img = await screen.findByTestId('qr-image', {}, { timeout: 8000 });
    expect(img.getAttribute('data-kind')).toBe('store');
    expect(decoded(img)).toContain('<svg');
    expect(img.getAttribute('alt')).toBe('মায়ের দোয়া স্টোর-এর কিউআর কোড');
    expect(screen.getAllByTestId('qr-detail').map((d) => d.textContent)).toEqual([store.url]);
    expect(screen.getByTestId('qr-page').textContent).toContain('অনলাইন শপ খুলে যাবে');
    fireEvent.click(screen.getByTestId('qr-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('no published store: the shop’s contact card, its phone in Bangla digits and its address', async () => {
    rowsApi({ [`GET /shops/${SHOP.id}/online-shop`]: () => ({ status: 200, body: makeStore({ published: false }) }) });
    renderRoutes(routes, '/settings/qr');
    const img = await screen.findByTestId('qr-image', {}, { timeout: 8000 });
    expect(img.getAttribute('data-kind')).toBe('contact');
    expect(screen.getAllByTestId('qr-detail').map((d) => d.textContent)).toEqual(['০১৭১২৩৪৫৬৭৮', 'বাজার রোড, সাভার']);
    expect(screen.getByTestId('qr-page').textContent).toContain('কন্টাক্ট হিসেবে সেভ হবে');
    expect(screen.queryByTestId('qr-missing-details')).toBeNull();
  });
});

describe('the shop’s contact card', () => {
  it('is vCard 3.0 with the name as FN and ORG, the phone as dialled and the address, text escaped', () => {
    expect(shopVCard({ name: 'রহিম; স্টোর, ঢাকা', publicPhone: '০১৭১২-৩৪৫৬৭৮', address: 'বাজার রোড\nসাভার' })).toBe(
      [
        'BEGIN:VCARD',
        'VERSION:3.0',
        'N:রহিম\\; স্টোর\\, ঢাকা;;;;',
        'FN:রহিম\\; স্টোর\\, ঢাকা',
        'ORG:রহিম\\; স্টোর\\, ঢাকা',
        'TEL;TYPE=WORK,VOICE:01712345678',
        'ADR;TYPE=WORK:;;বাজার রোড\\nসাভার;;;;',
        'END:VCARD',
        '',
      ].join('\r\n'),
    );
    expect(shopVCard({ name: 'মায়ের দোয়া', publicPhone: null, address: '  ' })).toBe(
      'BEGIN:VCARD\r\nVERSION:3.0\r\nN:মায়ের দোয়া;;;;\r\nFN:মায়ের দোয়া\r\nORG:মায়ের দোয়া\r\nEND:VCARD\r\n',
    );
  });
});
