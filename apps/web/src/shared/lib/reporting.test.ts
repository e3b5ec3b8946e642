import { afterEach, describe, expect, it, vi } from 'vitest';
import { initMonitoring, monitoringAllowed, reportError, resetMonitoringForTests } from './reporting';
import { useAuthStore } from '@/shared/stores/auth';

afterEach(() => {
  resetMonitoringForTests();
  vi.restoreAllMocks();
  document.head.querySelectorAll('script[data-dokani="analytics"]').forEach((s) => s.remove());
});

describe('monitoringAllowed', () => {
  it.each([
    ['/online-shop', '?env=app', false],
    ['/online-shop/orders', '?tab=x&env=app', false],
    ['/online-shop', '', true],
    ['/online-shop', '?env=web', true],
    ['/home', '?env=app', true],
    ['/auth', '', true],
    ['/online-shopping', '?env=app', false],
  ])('%s%s → %s', (path, search, allowed) => {
    expect(monitoringAllowed(path, search)).toBe(allowed);
  });
});

describe('initMonitoring', () => {
  it('sets up nothing when nothing is configured', () => {
    expect(initMonitoring({}, { pathname: '/home', search: '' })).toEqual({ errors: false, analytics: false });
    expect(reportError(new Error('x'))).toBe(false);
  });

  it('never sets up on /online-shop with env=app, even when configured', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const result = initMonitoring(
      { errorReportUrl: 'https://r.example/e', analyticsSrc: 'https://a.example/a.js' },
      { pathname: '/online-shop', search: '?env=app' },
    );
    expect(result).toEqual({ errors: false, analytics: false });
    expect(add).not.toHaveBeenCalledWith('error', expect.anything());
    expect(document.querySelector('script[data-dokani="analytics"]')).toBeNull();
    expect(reportError(new Error('x'))).toBe(false);
  });

  it('when configured: global handlers, the analytics script, and reports with the session context', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const appended: Node[] = [];
    vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(n: T) => {
      appended.push(n);
      return n;
    });
    const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    useAuthStore.setState({ user: { id: 'u', mobile: '+8801712345678', name: 'n', mobile_number: '+8801712345678' }, currentShopId: 's1' });

    const result = initMonitoring(
      { errorReportUrl: 'https://r.example/e', analyticsSrc: 'https://a.example/a.js' },
      { pathname: '/home', search: '' },
    );
    expect(result).toEqual({ errors: true, analytics: true });
    expect(add).toHaveBeenCalledWith('error', expect.any(Function));
    expect(add).toHaveBeenCalledWith('unhandledrejection', expect.any(Function));
    const script = appended[0] as HTMLScriptElement | undefined;
    expect(script?.tagName).toBe('SCRIPT');
    expect(script?.getAttribute('src')).toBe('https://a.example/a.js');

    expect(reportError(new Error('boom'), { routeError: { summary: 'boom' } })).toBe(true);
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(beacon.mock.calls[0]?.[0]).toBe('https://r.example/e');
  });
});
