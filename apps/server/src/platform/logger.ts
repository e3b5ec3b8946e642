/**
 * The pino logger. Request bodies are never logged, and the Authorization and Cookie headers are
 * redacted, so PINs, OTP codes and tokens stay out of the log (the console SMS provider logs the
 * SMS text on purpose: that is how a newcomer reads the OTP).
 *
 * Secrets in a query string are redacted from every line as well (`redactUrl`): the SMS delivery
 * reports' `?key=`, the store's tracking links' `?t=`, and any parameter whose name holds token,
 * secret, password, key, otp or pin. They are taken out of the request's `url` (the
 * incoming-request line and Fastify's error lines), of an error's message and stack, of the
 * message text (Fastify's "Route … not found") and of any other top-level text field.
 */
import { pino, stdSerializers } from 'pino';
import type { DestinationStream, LoggerOptions } from 'pino';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { LogLevel } from './config.ts';

export type Logger = FastifyBaseLogger;

const SECRET_NAME = /token|secret|password|key|otp|pin/i;
/** `?name=value` or `&name=value` anywhere in a text (a name holds no `?`, so `??t=` is still found). */
const QUERY_PARAM = /([?&])([^=&#?\s]*)=([^&#\s]*)/g;
const REDACTED = '[redacted]';

function isSecretName(raw: string): boolean {
  let name = raw;
  try {
    name = decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    // a malformed escape: judge the name as written
  }
  return name.toLowerCase() === 't' || SECRET_NAME.test(name);
}

/** The text with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(text: string): string {
  if (!text.includes('=')) return text;
  return text.replace(QUERY_PARAM, (all: string, sep: string, name: string) => (isSecretName(name) ? `${sep}${name}=${REDACTED}` : all));
}

const redactText = (v: unknown): unknown => (typeof v === 'string' ? redactUrl(v) : v);

/** Fastify's own request serializer (fastify/lib/logger-pino.js), with the url redacted. */
function serializeReq(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    version: req.headers['accept-version'],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

function serializeErr(err: Error) {
  const out = stdSerializers.err(err) as unknown as Record<string, unknown>;
  for (const k of Object.keys(out)) out[k] = redactText(out[k]);
  return out;
}

/** `destination` is where the lines go (stdout by default; tests capture them). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie'],
      censor: REDACTED,
    },
    serializers: { req: serializeReq, err: serializeErr },
    formatters: {
      log(obj) {
        for (const k of Object.keys(obj)) if (typeof obj[k] === 'string') obj[k] = redactUrl(obj[k] as string);
        return obj;
      },
    },
    hooks: {
      logMethod(args, method) {
        method.apply(this, args.map(redactText) as Parameters<typeof method>);
      },
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
