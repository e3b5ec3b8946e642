/**
 * Server-side messages from the shared locales (packages/i18n): one tiny lookup with i18next's
 * `{{name}}` interpolation, so the same strings work on the web. In Bangla, digits in interpolated
 * values are written as Bangla digits.
 */
import { NAMESPACES, pickLanguage, resources } from '@dokani/i18n';
import type { Language, Namespace } from '@dokani/i18n';
import { formatNumber, toBanglaDigits } from '@dokani/core';

export { pickLanguage };
export type { Language };

export type Params = Record<string, string | number | bigint | null | undefined>;

type Tree = { readonly [k: string]: string | Tree };

function isNamespace(s: string): s is Namespace {
  return (NAMESPACES as readonly string[]).includes(s);
}

/** Splits 'errors:usageLimit.sell' or 'validation.mobile' into namespace and key path. */
function splitKey(fullKey: string): { ns: Namespace; path: string[] } | null {
  const colon = fullKey.indexOf(':');
  if (colon > 0) {
    const ns = fullKey.slice(0, colon);
    return isNamespace(ns) ? { ns, path: fullKey.slice(colon + 1).split('.') } : null;
  }
  const [ns, ...path] = fullKey.split('.');
  return ns && isNamespace(ns) && path.length > 0 ? { ns, path } : null;
}

function lookup(lang: Language, fullKey: string): string | null {
  const k = splitKey(fullKey);
  if (!k) return null;
  let node: string | Tree | undefined = resources[lang][k.ns] as Tree;
  for (const part of k.path) {
    if (node === undefined || typeof node === 'string') return null;
    node = node[part];
  }
  return typeof node === 'string' ? node : null;
}

/** True when the key exists in the default language (used to tell keys from plain text). */
export function hasMessage(fullKey: string): boolean {
  return lookup('bn', fullKey) !== null;
}

/** The message for a key in a language (falls back to Bangla, then to the key itself). */
export function t(lang: Language, fullKey: string, params: Params = {}): string {
  const template = lookup(lang, fullKey) ?? lookup('bn', fullKey) ?? fullKey;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined || v === null) return whole;
    const s = String(v);
    return lang === 'bn' ? toBanglaDigits(s) : s;
  });
}

/**
 * `t` for a message a user reads (an error, a validation message): a number among the params reads
 * as the screens write it ("১,০০০", "1,000"), not "১০০০".
 */
export function tMessage(lang: Language, fullKey: string, params: Params = {}): string {
  const p: Params = {};
  for (const [k, v] of Object.entries(params)) p[k] = typeof v === 'number' || typeof v === 'bigint' ? formatNumber(v, lang) : v;
  return t(lang, fullKey, p);
}
