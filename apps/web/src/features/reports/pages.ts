import type { ComponentType } from 'react';
import { withTexts } from '@/shared/lib/i18n';

/** The report pages' texts live in the lazy 'reports' namespace. */
export const REPORT_NAMESPACES = ['reports'] as const;

type PageModule = Promise<{ default: ComponentType }>;
const withReportTexts = (load: () => PageModule) => withTexts(REPORT_NAMESPACES, load);

/**
 * Every other report page with its texts (routes.tsx imports this module lazily, so none of it
 * reaches the sign-in pages; each page module is a chunk of its own). Keys: the route's report.
 */
export const PAGES = {
  profitLoss: withReportTexts(() => import('./pages/ProfitLossPage')),
  sales: withReportTexts(() => import('./pages/TradeReportPage').then((m) => ({ default: m.SalesReportPage }))),
  purchase: withReportTexts(() => import('./pages/TradeReportPage').then((m) => ({ default: m.PurchaseReportPage }))),
  product: withReportTexts(() => import('./pages/ProductReportPage').then((m) => ({ default: m.ProductReportPage }))),
  stock: withReportTexts(() => import('./pages/StockReportPage').then((m) => ({ default: m.StockReportPage }))),
  customer: withReportTexts(() => import('./pages/PartyReportPage').then((m) => ({ default: m.CustomerReportPage }))),
  supplier: withReportTexts(() => import('./pages/PartyReportPage').then((m) => ({ default: m.SupplierReportPage }))),
  employee: withReportTexts(() => import('./pages/EmployeeReportPage').then((m) => ({ default: m.EmployeeReportPage }))),
  expense: withReportTexts(() => import('./pages/BookReportPage').then((m) => ({ default: m.ExpenseReportPage }))),
  income: withReportTexts(() => import('./pages/BookReportPage').then((m) => ({ default: m.IncomeReportPage }))),
  profitLossDetails: withReportTexts(() => import('./pages/ProfitLossDetailsPage').then((m) => ({ default: m.ProfitLossDetailsPage }))),
  businessOverview: withReportTexts(() => import('./pages/BusinessOverviewPage').then((m) => ({ default: m.BusinessOverviewPage }))),
  transactions: withReportTexts(() => import('./pages/TransactionsPage').then((m) => ({ default: m.TransactionsPage }))),
} as const;
