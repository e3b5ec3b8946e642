/**
 * One error type and one handler (docs/ARCHITECTURE.md rule 5). Every error answer is
 * `{ error: { code, message, details? } }` with the message in the request's language.
 */
import { ERROR_STATUS } from '@dokani/contracts';
import type { ErrorBody, ErrorCode } from '@dokani/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { pickLanguage, t, tMessage } from './i18n.ts';
import type { Language, Params } from './i18n.ts';
import { localizeDetails, validationDetails } from './validation.ts';
import type { RawIssue } from './validation.ts';

export type ErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: ErrorDetails | undefined;
  readonly params: Params;

  constructor(code: ErrorCode, details?: ErrorDetails, params?: Params) {
    super(code);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = details;
    this.params = params ?? {};
  }
}

function paramsFrom(details: ErrorDetails | undefined): Params {
  const out: Params = {};
  for (const [k, v] of Object.entries(details ?? {})) {
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint') out[k] = v;
  }
  return out;
}

function messageFor(lang: Language, code: ErrorCode, details?: ErrorDetails, params?: Params): string {
  const p = { ...paramsFrom(details), ...params };
  if (code === 'USAGE_LIMIT_REACHED' && typeof details?.feature === 'string') {
    return `${tMessage(lang, `errors:usageLimit.${details.feature}`, p)} ${tMessage(lang, 'errors:usageLimit.upgrade')}`;
  }
  // A shop the user is not (or no longer) a member of: the same answer whether it exists or not.
  if (code === 'NOT_FOUND' && details?.reason === 'shop') return tMessage(lang, 'errors:shopNotYours');
  return tMessage(lang, `errors:${code}`, p);
}

function errorBody(lang: Language, code: ErrorCode, details?: ErrorDetails, params?: Params): ErrorBody {
  const body: ErrorBody = { error: { code, message: messageFor(lang, code, details, params) } };
  if (details && Object.keys(details).length > 0) body.error.details = details;
  return body;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  details?: ErrorDetails,
  params?: Params,
): FastifyReply {
  const lang = pickLanguage(request.headers['accept-language']);
  const retry = details?.retryAfterSeconds;
  if (typeof retry === 'number') reply.header('retry-after', String(retry));
  return reply
    .code(ERROR_STATUS[code])
    .type('application/json; charset=utf-8')
    .send(errorBody(lang, code, details, params));
}

const STATUS_CODE: Partial<Record<number, ErrorCode>> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** A unique-index violation of `constraint` (two requests racing for one value), on PostgreSQL and PGlite. */
export function isUniqueViolation(e: unknown, constraint: string): boolean {
  const err = e as { code?: unknown; constraint?: unknown; message?: unknown } | null;
  return err?.code === '23505' && (err.constraint === constraint || String(err.message).includes(constraint));
}

/** PostgreSQL SQLSTATEs that mean "bad or conflicting input", not a server fault. */
function databaseErrorCode(e: unknown): ErrorCode | null {
  const state = typeof e === 'object' && e !== null && 'code' in e ? (e as { code: unknown }).code : null;
  if (typeof state !== 'string' || !/^[0-9A-Z]{5}$/.test(state)) return null;
  if (state.startsWith('22')) return 'VALIDATION_FAILED'; // data exception: bad encoding, out of range…
  if (state === '23505' || state === '40001' || state === '40P01') return 'CONFLICT';
  return null;
}

type FastifyValidationError = FastifyError & { validation: RawIssue[]; validationContext?: string };

function hasValidation(e: FastifyError): e is FastifyValidationError {
  return Array.isArray((e as { validation?: unknown }).validation);
}

/** The one Fastify error handler. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = pickLanguage(request.headers['accept-language']);
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, 'request failed');
    const details = error.details && error.code === 'VALIDATION_FAILED' ? localizeDetails(lang, error.details) : error.details;
    return sendError(request, reply, error.code, details, error.params);
  }
  if (hasValidation(error)) {
    const details = validationDetails(lang, error.validation, error.validationContext ?? 'body');
    return sendError(request, reply, 'VALIDATION_FAILED', details);
  }
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return sendError(request, reply, 'PAYLOAD_TOO_LARGE');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return sendError(request, reply, 'UNSUPPORTED_MEDIA_TYPE');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return sendError(request, reply, 'VALIDATION_FAILED', { body: t(lang, 'validation:invalidJson') });
  }
  const dbCode = databaseErrorCode(error);
  if (dbCode) {
    request.log.warn({ err: error }, 'database refused the input');
    return sendError(request, reply, dbCode);
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    if (error instanceof SyntaxError) {
      return sendError(request, reply, 'VALIDATION_FAILED', { body: t(lang, 'validation:invalidJson') });
    }
    return sendError(request, reply, STATUS_CODE[status] ?? 'VALIDATION_FAILED');
  }
  request.log.error({ err: error }, 'unexpected error');
  return sendError(request, reply, 'INTERNAL');
}

/**
 * Errors Fastify raises before a route is found (a URL that does not decode, such as `%00%ff`,
 * or a failing async constraint): the same `{ error }` shape as every other answer.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const lang = pickLanguage(request.headers['accept-language']);
  return sendError(request, reply, 'VALIDATION_FAILED', { url: t(lang, 'validation:badUrl') });
}
