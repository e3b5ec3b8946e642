import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, NAMESPACES, type Language } from '@dokani/i18n';
import { LAZY_NAMESPACES } from './lazy-namespaces';

/**
 * i18next over the locale files of @dokani/i18n (every namespace), Bangla by default.
 * Only the language in use is downloaded (its own chunk); switching fetches the other one once
 * and then applies at once. Lazy namespaces (lazy-namespaces.ts) come with the pages using them. The choice is kept in localStorage and mirrored on <html lang>.
 */
export const LANGUAGE_STORAGE_KEY = 'dokani-lang';

export function isLanguage(v: unknown): v is Language {
  return typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);
}

export function readStoredLanguage(): Language {
  try {
    const v = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(v) ? v : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

function applyDocumentLanguage(lang: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

// (The ?locale query keeps these module ids apart from @dokani/i18n's own static JSON imports.)
// Left out: the namespaces only the server speaks (the API's error messages, the public store's
// pages, the SMS it sends, an export's CSV headers) — the web never downloads them, and each file listed costs the entry a
// chunk's name.
const localeFiles = import.meta.glob<Record<string, unknown>>(
  ['@locales/*/*.json', '!**/errors.json', '!**/storefront.json', '!**/sms.json', '!**/export.json'],
  { import: 'default', query: '?locale' },
);

/** Lazy namespaces some page has asked for: they are loaded with every language from then on. */
const wantedLazy = new Set<string>();

/**
 * Downloads (once) and registers a language: every namespace except the lazy ones nobody has
 * asked for yet (see lazy-namespaces.ts).
 */
export async function loadLanguage(lang: Language): Promise<void> {
  const files = Object.entries(localeFiles).flatMap(([path, load]) => {
    const m = /locales\/(\w+)\/([\w-]+)\.json(?:\?.*)?$/.exec(path);
    if (!m || m[1] !== lang || !m[2]) return [];
    return LAZY_NAMESPACES.includes(m[2]) && !wantedLazy.has(m[2]) ? [] : [{ ns: m[2], load }];
  });
  const missing = files.filter(({ ns }) => !i18n.hasResourceBundle(lang, ns));
  const loaded = await Promise.all(missing.map(async ({ ns, load }) => ({ ns, data: await load() })));
  for (const { ns, data } of loaded) i18n.addResourceBundle(lang, ns, data, true, true);
}

/** Makes lazy namespaces available in the current language (a page's route loads them with its code). */
export async function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  for (const ns of namespaces) wantedLazy.add(ns);
  await loadLanguage(currentLanguage());
}

/**
 * A lazy route's module together with the lazy namespaces it needs (decision 0003): the route's
 * `lazy` resolves when both are in, so the page never renders raw keys.
 */
export function withTexts<T>(namespaces: readonly string[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadNamespaces(namespaces)]).then(([mod]) => mod);
}

export const i18n = i18next.createInstance();

const initialLanguage = readStoredLanguage();

/** Resolves when the first language is ready to render. */
export const i18nReady: Promise<void> = i18n
  .use(initReactI18next)
  .init({
    resources: {},
    partialBundledLanguages: true,
    lng: initialLanguage,
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // No console notice from the library (it also lands in every test log).
    showSupportNotice: false,
  })
  .then(() => loadLanguage(initialLanguage))
  .then(() => {
    applyDocumentLanguage(initialLanguage);
  });

i18n.on('languageChanged', (lang) => {
  applyDocumentLanguage(lang);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage unavailable: the language still applies for this visit
  }
});

/** The current language, always bn or en. */
export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** Switches the language (fetching it the first time) and keeps the choice. */
export async function setLanguage(lang: Language): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}
