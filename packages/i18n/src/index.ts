/**
 * Every user-visible string of Dokani, in Bangla (default) and English.
 * Namespaces are files under locales/{bn,en}/; both languages always have the same keys
 * (see i18n.test.ts).
 */
import bnCommon from '../locales/bn/common.json' with { type: 'json' };
import bnValidation from '../locales/bn/validation.json' with { type: 'json' };
import bnErrors from '../locales/bn/errors.json' with { type: 'json' };
import bnAuth from '../locales/bn/auth.json' with { type: 'json' };
import bnSignup from '../locales/bn/signup.json' with { type: 'json' };
import bnShop from '../locales/bn/shop.json' with { type: 'json' };
import bnNav from '../locales/bn/nav.json' with { type: 'json' };
import bnSettings from '../locales/bn/settings.json' with { type: 'json' };
import bnAccess from '../locales/bn/access.json' with { type: 'json' };
import bnBilling from '../locales/bn/billing.json' with { type: 'json' };
import bnOnline from '../locales/bn/online.json' with { type: 'json' };
import bnSms from '../locales/bn/sms.json' with { type: 'json' };
import bnCampaigns from '../locales/bn/campaigns.json' with { type: 'json' };
import bnData from '../locales/bn/data.json' with { type: 'json' };
import bnTutorial from '../locales/bn/tutorial.json' with { type: 'json' };
import bnExport from '../locales/bn/export.json' with { type: 'json' };
import bnProducts from '../locales/bn/products.json' with { type: 'json' };
import bnStock from '../locales/bn/stock.json' with { type: 'json' };
import bnExpenses from '../locales/bn/expenses.json' with { type: 'json' };
import bnDues from '../locales/bn/dues.json' with { type: 'json' };
import bnSell from '../locales/bn/sell.json' with { type: 'json' };
import bnBooks from '../locales/bn/books.json' with { type: 'json' };
import bnReports from '../locales/bn/reports.json' with { type: 'json' };
import bnStorefront from '../locales/bn/storefront.json' with { type: 'json' };
import bnMoney from '../locales/bn/money.json' with { type: 'json' };
import enCommon from '../locales/en/common.json' with { type: 'json' };
import enValidation from '../locales/en/validation.json' with { type: 'json' };
import enErrors from '../locales/en/errors.json' with { type: 'json' };
import enAuth from '../locales/en/auth.json' with { type: 'json' };
import enSignup from '../locales/en/signup.json' with { type: 'json' };
import enShop from '../locales/en/shop.json' with { type: 'json' };
import enNav from '../locales/en/nav.json' with { type: 'json' };
import enSettings from '../locales/en/settings.json' with { type: 'json' };
import enAccess from '../locales/en/access.json' with { type: 'json' };
import enBilling from '../locales/en/billing.json' with { type: 'json' };
import enOnline from '../locales/en/online.json' with { type: 'json' };
import enSms from '../locales/en/sms.json' with { type: 'json' };
import enCampaigns from '../locales/en/campaigns.json' with { type: 'json' };
import enData from '../locales/en/data.json' with { type: 'json' };
import enTutorial from '../locales/en/tutorial.json' with { type: 'json' };
import enExport from '../locales/en/export.json' with { type: 'json' };
import enProducts from '../locales/en/products.json' with { type: 'json' };
import enStock from '../locales/en/stock.json' with { type: 'json' };
import enExpenses from '../locales/en/expenses.json' with { type: 'json' };
import enDues from '../locales/en/dues.json' with { type: 'json' };
import enSell from '../locales/en/sell.json' with { type: 'json' };
import enBooks from '../locales/en/books.json' with { type: 'json' };
import enReports from '../locales/en/reports.json' with { type: 'json' };
import enStorefront from '../locales/en/storefront.json' with { type: 'json' };
import enMoney from '../locales/en/money.json' with { type: 'json' };

export const LANGUAGES = ['bn', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'bn';

export const NAMESPACES = [
  'common',
  'validation',
  'errors',
  'auth',
  'signup',
  'shop',
  'nav',
  'settings',
  'sms',
  'products',
  'stock',
  'expenses',
  'dues',
  'sell',
  'books',
  'reports',
  'access',
  'billing',
  'online',
  'campaigns',
  'data',
  'tutorial',
  'export',
  'storefront',
  'money',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  bn: {
    common: bnCommon,
    validation: bnValidation,
    errors: bnErrors,
    auth: bnAuth,
    signup: bnSignup,
    shop: bnShop,
    nav: bnNav,
    settings: bnSettings,
    access: bnAccess,
    billing: bnBilling,
    online: bnOnline,
    sms: bnSms,
    campaigns: bnCampaigns,
    data: bnData,
    tutorial: bnTutorial,
    export: bnExport,
    products: bnProducts,
    stock: bnStock,
    expenses: bnExpenses,
    dues: bnDues,
    sell: bnSell,
    books: bnBooks,
    reports: bnReports,
    storefront: bnStorefront,
    money: bnMoney,
  },
  en: {
    common: enCommon,
    validation: enValidation,
    errors: enErrors,
    auth: enAuth,
    signup: enSignup,
    shop: enShop,
    nav: enNav,
    settings: enSettings,
    access: enAccess,
    billing: enBilling,
    online: enOnline,
    sms: enSms,
    campaigns: enCampaigns,
    data: enData,
    tutorial: enTutorial,
    export: enExport,
    products: enProducts,
    stock: enStock,
    expenses: enExpenses,
    dues: enDues,
    sell: enSell,
    books: enBooks,
    reports: enReports,
    storefront: enStorefront,
    money: enMoney,
  },
} as const;

/** Picks bn or en from an Accept-Language header or a stored preference; bn when unsure. */
export function pickLanguage(input: string | null | undefined): Language {
  if (!input) return DEFAULT_LANGUAGE;
  for (const part of input.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('bn')) return 'bn';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
