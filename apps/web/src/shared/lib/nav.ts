import {
  ArrowLeftRight,
  BadgeCheck,
  BookOpen,
  CalendarX2,
  ClipboardList,
  Contact,
  CreditCard,
  GraduationCap,
  HandCoins,
  Home,
  IdCard,
  KeyRound,
  LineChart,
  ListTree,
  MessageSquareText,
  Package,
  PiggyBank,
  Printer,
  ReceiptText,
  Scale,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
  Truck,
  Users,
  Wallet,
  Warehouse,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { FeatureKey } from '@dokani/contracts/features';

export interface NavItem {
  /** Key in the `nav` namespace. */
  key: string;
  to: string;
  icon: LucideIcon;
  /** The feature a role needs for the page (any of several); none: everyone in the shop. */
  feature?: FeatureKey | readonly FeatureKey[];
}

/** The sidebar tabs, in the spec's order (§2 "Sidebar tabs"). */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/home', icon: Home },
  { key: 'purchase', to: '/purchase', icon: ShoppingBag, feature: 'purchase' },
  { key: 'sell', to: '/sell', icon: ShoppingCart, feature: 'sell' },
  { key: 'quickSell', to: '/quick-sell', icon: Zap, feature: 'sell' },
  { key: 'purchaseList', to: '/purchase-list', icon: ClipboardList, feature: 'purchase' },
  { key: 'sellList', to: '/sell-list', icon: ReceiptText, feature: 'sell' },
  { key: 'due', to: '/due', icon: HandCoins, feature: 'dues' },
  { key: 'expense', to: '/expense', icon: Wallet, feature: 'expenses' },
  { key: 'contact', to: '/contact', icon: Contact, feature: 'contacts' },
  { key: 'product', to: '/product', icon: Package, feature: 'products' },
  { key: 'stock', to: '/stock', icon: Warehouse, feature: 'stock' },
  { key: 'accessManagement', to: '/access-management', icon: KeyRound, feature: 'access-management' },
  { key: 'printer', to: '/printer', icon: Printer, feature: 'printer' },
  { key: 'onlineShop', to: '/online-shop', icon: Store, feature: 'online-shop' },
  { key: 'sms', to: '/sms', icon: MessageSquareText, feature: 'sms' },
  { key: 'businessOverview', to: '/business-overview', icon: LineChart, feature: 'reports' },
  { key: 'tutorial', to: '/tutorial', icon: GraduationCap },
  { key: 'expiredProduct', to: '/expired-product', icon: CalendarX2, feature: 'stock' },
  { key: 'warrantyProduct', to: '/warranty-product', icon: ShieldCheck, feature: 'stock' },
  { key: 'subscriptions', to: '/settings/subscriptions', icon: CreditCard, feature: 'subscriptions' },
];

/** Pages no sidebar item leads to that need a feature of their own (reached from Settings). */
const OWN_FEATURE_PAGES: readonly Pick<NavItem, 'to' | 'feature'>[] = [{ to: '/settings/audit', feature: 'audit' }];

/** The feature a page needs: that of the sidebar item whose address it is or is under (none: any member). */
export function featureOfPath(path: string): NavItem['feature'] {
  const under = (i: Pick<NavItem, 'to'>) => path === i.to || path.startsWith(`${i.to}/`);
  return (OWN_FEATURE_PAGES.find(under) ?? SIDEBAR_ITEMS.find(under))?.feature;
}

export const SETTINGS_ITEM: NavItem = { key: 'settings', to: '/settings', icon: BadgeCheck };
export const REPORTS_ICON = BookOpen;

/**
 * The reports (decision 0002 for their paths), listed under the business overview in the sidebar
 * and on the overview page. Only roles with the 'reports' feature see them (nav items carry their feature).
 */
export const REPORT_LINKS: readonly NavItem[] = [
  { key: 'transactions', to: '/business-overview/transaction', icon: ArrowLeftRight },
  { key: 'profitLoss', to: '/profit-loss', icon: Scale },
  { key: 'profitLossDetails', to: '/profit-loss/details', icon: ListTree },
  { key: 'reports.sales', to: '/reports/sales', icon: ReceiptText },
  { key: 'reports.purchase', to: '/reports/purchase', icon: ShoppingBag },
  { key: 'reports.product', to: '/reports/product', icon: Package },
  { key: 'reports.stock', to: '/reports/stock', icon: Warehouse },
  { key: 'reports.customer', to: '/reports/customer', icon: Users },
  { key: 'reports.supplier', to: '/reports/supplier', icon: Truck },
  { key: 'reports.employee', to: '/employee-report', icon: IdCard },
  { key: 'reports.expense', to: '/reports/expense', icon: Wallet },
  { key: 'reports.income', to: '/reports/income', icon: PiggyBank },
];
