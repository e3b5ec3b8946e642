import { useAuthStore } from '@/shared/stores/auth';

/**
 * Error reporting and analytics. Both are optional third-party services and stay off unless
 * configured (VITE_ERROR_REPORT_URL, VITE_ANALYTICS_SRC). Neither is ever set up on an
 * /online-shop path opened with `env=app` (the shop's page inside the mobile app).
 */

export interface MonitoringConfig {
  errorReportUrl?: string;
  analyticsSrc?: string;
}

export interface ErrorReport {
  level: 'error' | 'warning';
  message: string;
  name?: string;
  stack?: string;
  context?: Record<string, unknown>;
}

/**
 * Whether this build can report at all: an endpoint or a script was configured for it (tests
 * always can). A constant at build time, so a build without either leaves this module out.
 */
export const MONITORING_BUILT =
  !!(import.meta.env.VITE_ERROR_REPORT_URL || import.meta.env.VITE_ANALYTICS_SRC) || import.meta.env.MODE === 'test';

/** False on an /online-shop path with `env=app` in the query; true everywhere else. */
export function monitoringAllowed(pathname: string, search: string): boolean {
  const params = new URLSearchParams(search);
  return !(pathname.startsWith('/online-shop') && params.get('env') === 'app');
}

let reportUrl: string | null = null;
let started = false;

export function envMonitoringConfig(): MonitoringConfig {
  return {
    errorReportUrl: import.meta.env.VITE_ERROR_REPORT_URL || undefined,
    analyticsSrc: import.meta.env.VITE_ANALYTICS_SRC || undefined,
  };
}

/** Sets up what is configured and allowed here; answers what was set up. */
export function initMonitoring(
  config: MonitoringConfig = envMonitoringConfig(),
  where: { pathname: string; search: string } = window.location,
): { errors: boolean; analytics: boolean } {
  if (started) return { errors: reportUrl !== null, analytics: false };
  if (!monitoringAllowed(where.pathname, where.search)) return { errors: false, analytics: false };
  started = true;
  let analytics = false;
  if (config.errorReportUrl) {
    reportUrl = config.errorReportUrl;
    window.addEventListener('error', (e) => {
      reportError(e.error ?? e.message, { source: 'window.error' });
    });
    window.addEventListener('unhandledrejection', (e) => {
      reportError(e.reason, { source: 'unhandledrejection' });
    });
  }
  if (config.analyticsSrc) {
    const s = document.createElement('script');
    s.src = config.analyticsSrc;
    s.async = true;
    s.dataset.dokani = 'analytics';
    document.head.appendChild(s);
    analytics = true;
  }
  return { errors: reportUrl !== null, analytics };
}

/** For tests: forget what was set up. */
export function resetMonitoringForTests(): void {
  reportUrl = null;
  started = false;
}

function describe(error: unknown): Pick<ErrorReport, 'name' | 'message' | 'stack'> {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  if (error && typeof error === 'object' && 'status' in error) {
    const r = error as { status: unknown; statusText?: unknown };
    return { name: 'RouteErrorResponse', message: `${String(r.status)} ${String(r.statusText ?? '')}`.trim() };
  }
  return { message: String(error) };
}

/** The context the spec asks for: the user's mobile number and the current shop. */
function sessionContext(): Record<string, unknown> {
  const s = useAuthStore.getState();
  return {
    mobileNumber: s.user?.mobile_number ?? s.currentNumber ?? null,
    currentShop: s.currentShop ? { id: s.currentShop.id, name: s.currentShop.name } : s.currentShopId,
  };
}

/** Sends one report when reporting is set up; does nothing otherwise. */
export function reportError(error: unknown, context: Record<string, unknown> = {}, level: ErrorReport['level'] = 'error'): boolean {
  if (!reportUrl) return false;
  const report: ErrorReport & { url: string; at: string } = {
    level,
    ...describe(error),
    context: { ...sessionContext(), ...context },
    url: window.location.href,
    at: new Date().toISOString(),
  };
  const body = JSON.stringify(report);
  try {
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(reportUrl, new Blob([body], { type: 'application/json' }))) {
      return true;
    }
  } catch {
    // fall through to fetch
  }
  void fetch(reportUrl, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
  return true;
}
