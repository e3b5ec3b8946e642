import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { renderAt } from '@/test/render';
import { setLanguage } from '@/shared/lib/i18n';
import * as reporting from '@/shared/lib/reporting';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@/shared/lib/support';
import { describeRouteError } from './error-info';

function Boom(): never {
  throw new TypeError('the shelf fell');
}

function ThrowStatus({ status }: { status: number }): never {
  throw new ErrorResponseImpl(status, '', null);
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await setLanguage('bn');
});

describe('ErrorScreen (spec §2, §8)', () => {
  it('in English: title, subtitle, the message, retry, details toggle, hint and support links', async () => {
    await setLanguage('en');
    const report = vi.spyOn(reporting, 'reportError');
    renderAt(
      <RouteErrorBoundary>
        <Boom />
      </RouteErrorBoundary>,
    );
    await screen.findByTestId('error-screen');
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText('An unexpected error occurred. You can retry or report it.')).toBeTruthy();
    expect(screen.getByTestId('error-summary').textContent).toBe('the shelf fell');
    expect(screen.getByText('If this keeps happening, please contact support below.')).toBeTruthy();

    const toggle = screen.getByRole('button', { name: 'Show details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide details' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('TypeError')).toBeTruthy();
    expect(screen.getAllByText('the shelf fell').length).toBe(2);
    expect(screen.getByText(/Boom/)).toBeTruthy(); // the stack names the component that threw
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    expect(screen.queryByText('TypeError')).toBeNull();

    const call = screen.getByTestId('support-call');
    const mail = screen.getByTestId('support-email');
    expect(call.getAttribute('href')).toBe(`tel:${SUPPORT_PHONE}`);
    expect(screen.getByTestId('support-phone').textContent).toBe('+8809612345678');
    expect(mail.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
    // Bengali contact labels in both languages.
    expect(call.textContent).toContain('কল করুন');
    expect(mail.textContent).toContain('ইমেইল করুন');

    expect(report).toHaveBeenCalled();
    const [err, ctx] = report.mock.calls[0] ?? [];
    expect((err as Error).message).toBe('the shelf fell');
    expect(ctx).toMatchObject({ routeError: { summary: 'the shelf fell', name: 'TypeError' } });
  });

  it('in Bangla by default', async () => {
    renderAt(
      <RouteErrorBoundary>
        <Boom />
      </RouteErrorBoundary>,
    );
    await screen.findByTestId('error-screen');
    expect(screen.getByRole('heading', { name: 'কিছু একটা সমস্যা হয়েছে' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'বিস্তারিত দেখুন' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeTruthy();
    // The support number in Bangla digits; the link dials the same number.
    expect(screen.getByTestId('support-phone').textContent).toBe('+৮৮০৯৬১২৩৪৫৬৭৮');
    expect(screen.getByTestId('support-call').getAttribute('href')).toBe('tel:+8809612345678');
  });

  it('Retry reloads the page', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/' });
    renderAt(
      <RouteErrorBoundary>
        <Boom />
      </RouteErrorBoundary>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it.each([
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
    [403, 'Forbidden'],
  ])('a %s status response shows "%s"', async (status, text) => {
    renderAt(
      <RouteErrorBoundary>
        <ThrowStatus status={status} />
      </RouteErrorBoundary>,
    );
    expect((await screen.findByTestId('error-summary')).textContent).toBe(`${status} ${text}`);
  });

  it('a status response shows its own status text; other errors their message', () => {
    expect(describeRouteError(new ErrorResponseImpl(418, "I'm a teapot", null)).summary).toBe("418 I'm a teapot");
    expect(describeRouteError(new ErrorResponseImpl(404, '', null)).summary).toBe('404 Not Found');
    expect(describeRouteError(new RangeError('too far')).summary).toBe('too far');
    expect(describeRouteError('plain text').summary).toBe('plain text');
  });
});
