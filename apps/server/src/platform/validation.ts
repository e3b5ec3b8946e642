/**
 * Turns zod issues (as fastify-type-provider-zod reports them) into `details`: one localized
 * problem per field path. Contract messages are i18n keys ('validation.mobile'); zod's built-in
 * issues map to generic keys with their limits as parameters.
 */
import { hasMessage, t, tMessage } from './i18n.ts';
import type { Language, Params } from './i18n.ts';

/** The shape of one entry of a Fastify validation error produced from a zod issue. */
export interface RawIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

interface Problem {
  path: string;
  key: string;
  params: Params;
}

const num = (v: unknown): number | undefined => (typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : undefined);

function limits(params: Record<string, unknown>): Params {
  return { max: num(params.maximum), min: num(params.minimum) };
}

function builtinKey(code: string, message: string, params: Record<string, unknown>): string {
  const origin = params.origin;
  switch (code) {
    case 'invalid_type':
      return /received (undefined|null)$/.test(message) ? 'validation.required' : 'validation.invalidType';
    case 'too_big':
      if (origin === 'string') return 'validation.tooLong';
      if (origin === 'array' || origin === 'set') return 'validation.tooManyItems';
      return 'validation.tooBig';
    case 'too_small':
      if (origin === 'string') return num(params.minimum) === 1 ? 'validation.required' : 'validation.tooShort';
      if (origin === 'array' || origin === 'set') return 'validation.tooFewItems';
      return 'validation.tooSmall';
    case 'invalid_format':
      return 'validation.invalidFormat';
    case 'invalid_value':
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'not_multiple_of':
      return 'validation.invalidValue';
    default:
      return 'validation.invalid';
  }
}

function toProblems(issue: RawIssue, context: string): Problem[] {
  const params = issue.params ?? {};
  const segments = (issue.instancePath ?? '').split('/').filter((s) => s !== '');
  const base = segments.join('.');
  const code = issue.keyword ?? 'custom';
  if (code === 'unrecognized_keys' && Array.isArray(params.keys)) {
    return params.keys.map((k) => ({
      path: base ? `${base}.${String(k)}` : String(k),
      key: 'validation.unknownField',
      params: {},
    }));
  }
  const message = issue.message ?? '';
  const key = message.startsWith('validation.') && hasMessage(message) ? message : builtinKey(code, message, params);
  return [{ path: base || context, key, params: limits(params) }];
}

/** `{ "shopType": "দোকানের ধরন বেছে নিন।", "name": "…" }` — the first problem of each field. */
export function validationDetails(lang: Language, issues: readonly RawIssue[], context: string): Record<string, string> {
  const details: Record<string, string> = {};
  for (const issue of issues) {
    for (const p of toProblems(issue, context)) {
      if (!(p.path in details)) details[p.path] = tMessage(lang, p.key, p.params);
    }
  }
  return details;
}

/** Translates details values that are validation keys (services throw keys; the handler knows the language). */
export function localizeDetails(lang: Language, details: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(details)) {
    out[k] = typeof v === 'string' && v.startsWith('validation.') && hasMessage(v) ? t(lang, v) : v;
  }
  return out;
}
