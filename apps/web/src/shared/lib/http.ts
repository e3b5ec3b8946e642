import type { ApiAnswer, ApiBody, ApiKey, ApiParams, ApiQuery } from '@dokani/contracts/api';
import { useAuthStore } from '@/shared/stores/auth';
import { currentLanguage, i18n } from './i18n';

/** Every failed API call ends as one of these. `message` is ready to show to the user. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** 4xx answers: retrying the same request will not help. */
  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export const API_BASE = '/api/v1';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A JSON value, or FormData (sent as multipart/form-data: the browser writes its boundary). */
  body?: unknown;
  /**
   * 'text' answers with the body as text (e.g. a CSV download), 'file' with `{ file, headers }`
   * read piece by piece (a large download, `onProgress` told the bytes so far); errors are still
   * read as JSON.
   */
  responseType?: 'json' | 'text' | 'file';
  onProgress?: (bytes: number, headers: Headers) => void;
  /** Send the session token (default true). Sign-in calls pass false. */
  auth?: boolean;
  /** Use this token instead of the stored one (right after sign-in, before it is stored). */
  token?: string;
  signal?: AbortSignal;
}

type SessionEndHandler = () => void;
let onSessionEnd: SessionEndHandler = () => {
  window.location.assign('/auth');
};

/** The app registers how to go to /auth when the server ends the session. */
export function setSessionEndHandler(handler: SessionEndHandler): void {
  onSessionEnd = handler;
}

type LimitReachedHandler = (error: ApiError) => void;
let onLimitReached: LimitReachedHandler = () => undefined;

/**
 * The app registers what to offer when the server refuses for a package limit (402
 * USAGE_LIMIT_REACHED): a way to the packages, wherever the refusal happened. The screen that
 * called still shows the server's message its own way.
 */
export function setLimitReachedHandler(handler: LimitReachedHandler): void {
  onLimitReached = handler;
}

const SESSION_CODES = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED']);

interface ErrorBodyShape {
  error?: { code?: unknown; message?: unknown; details?: unknown };
}

function toApiError(status: number, body: unknown): ApiError {
  const e = (body as ErrorBodyShape | null)?.error;
  const code = typeof e?.code === 'string' ? e.code : status >= 500 ? 'INTERNAL' : 'HTTP_' + status;
  const fallback = status >= 500 ? i18n.t('common:errors.server') : i18n.t('common:errors.unknown');
  const message = typeof e?.message === 'string' && e.message ? e.message : fallback;
  const details = e?.details && typeof e.details === 'object' ? (e.details as Record<string, unknown>) : {};
  return new ApiError(status, code, message, details);
}

/**
 * Resolves in a task of its own. A page's first draw starts its queries in the effects of the
 * commit that drew it; the browser's own work of sending each request (~1 ms apiece on a slow
 * phone) would otherwise add to that one long task (decision 0019, "Requests in tasks of their
 * own").
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Calls the API under /api/v1 by path and answers with the parsed JSON body (undefined for 204),
 * or the body's text with `responseType: 'text'`. The request leaves in a task of its own
 * (`nextTask`). Only for a path kept from before (the offline outbox replays the paths it
 * stored); everything else calls `api` by the route's key.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  await nextTask();
  const { method = options.body === undefined ? 'GET' : 'POST', body, auth = true, signal, responseType = 'json' } = options;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  const headers: Record<string, string> = {
    Accept: responseType === 'text' ? 'text/*, application/json' : responseType === 'file' ? '*/*' : 'application/json',
    'Accept-Language': currentLanguage(),
  };
  if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
  const token = options.token ?? useAuthStore.getState().token;
  if (auth && token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(API_BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : form ? (body as FormData) : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, 'NETWORK', i18n.t('common:errors.network'));
  }

  if (res.status === 204) return undefined as T;
  if (res.ok && responseType === 'file') return { file: await readFile(res, options.onProgress), headers: res.headers } as T;
  const text = await res.text();
  let parsed: unknown = undefined;
  if (text && !(res.ok && responseType === 'text')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
  }
  if (res.ok) {
    const answer = responseType === 'text' ? text : parsed;
    // Development and tests: the answer must be what the contract says (left out of production builds).
    if (import.meta.env.DEV) (await import('./answer-check')).checkAnswer(method, path, answer);
    return answer as T;
  }

  const error = toApiError(res.status, parsed);
  if (res.status === 401 && auth && token && !options.token && SESSION_CODES.has(error.code)) {
    useAuthStore.getState().logout();
    onSessionEnd();
  }
  if (error.code === 'USAGE_LIMIT_REACHED') onLimitReached(error);
  throw error;
}

/** A download's body as a Blob, read as it arrives (the browser keeps a large one on disk). */
async function readFile(res: Response, onProgress?: RequestOptions['onProgress']): Promise<Blob> {
  const parts: Uint8Array[] = [];
  let bytes = 0;
  const reader = res.body?.getReader();
  for (let r = await reader?.read(); r && !r.done; r = await reader?.read()) {
    parts.push(r.value);
    bytes += r.value.length;
    onProgress?.(bytes, res.headers);
  }
  return new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? '' });
}

type Params<K extends ApiKey> = [ApiParams<K>] extends [never] ? { params?: undefined } : { params: ApiParams<K> };
type Query<K extends ApiKey> = [ApiQuery<K>] extends [never] ? { query?: undefined } : { query?: ApiQuery<K> };
type Body<K extends ApiKey> = [ApiBody<K>] extends [never]
  ? { body?: undefined }
  : object extends ApiBody<K>
    ? { body?: ApiBody<K> }
    : { body: ApiBody<K> };
/** A route's parts (its `:params`, query and body, as the contract takes them) and how to send it. */
export type CallOptions<K extends ApiKey> = Params<K> & Query<K> & Body<K> & Omit<RequestOptions, 'method' | 'body'>;

/** The path of `key`'s route with its `:params` filled in (each encoded), and its query string. */
export function routePath(key: ApiKey, params: object | undefined, query: object | undefined): string {
  const path = (key.split(' ')[1] ?? '').replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${key}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    // Empty strings, null, undefined and false are left out: an unset filter.
    if (v === undefined || v === null || v === '' || v === false) continue;
    sp.set(k, String(v));
  }
  const qs = sp.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls the route `key` of the contract's table (packages/contracts/src/api.ts), e.g.
 * `api('GET /shops/:shopId/sales', { params: { shopId }, query: { cursor } })`: the parts it
 * needs are checked at compile time and the answer has the route's type.
 */
export function api<K extends ApiKey>(
  key: K,
  ...[options]: object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>]
): Promise<ApiAnswer<K>> {
  const { params, query, body, ...rest } = (options ?? {}) as { params?: object; query?: object; body?: unknown } & RequestOptions;
  const method = key.split(' ')[0] as NonNullable<RequestOptions['method']>;
  return request<ApiAnswer<K>>(routePath(key, params, query), { ...rest, method, body });
}

/** A downloaded file: its body and the answer's headers (its name, what it holds). */
export interface FileAnswer {
  file: Blob;
  headers: Headers;
}

/** `api` for a route that answers with a file: read piece by piece, `onProgress` told the bytes so far and the answer's headers. */
export function apiFile<K extends ApiKey>(
  key: K,
  ...[options]: object extends CallOptions<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>]
): Promise<FileAnswer> {
  return api(key, ...([{ ...options, responseType: 'file' }] as [CallOptions<K>])) as unknown as Promise<FileAnswer>;
}
