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

export interface NavItem {
  /** Key in the `nav` namespace. */
  key: string;
  to: string;
  icon: LucideIcon;
}

/** The sidebar tabs, in the spec's order (§2 "Sidebar tabs"). */
export const SIDEBAR_ITEMS: readonly NavItem[] = [
  { key: 'home', to: '/home', icon: Home },
  { key: 'purchase', to: '/purchase', icon: ShoppingBag },
  { key: 'sell', to: '/sell', icon: ShoppingCart },
  { key: 'quickSell', to: '/quick-sell', icon: Zap },
  { key: 'purchaseList', to: '/purchase-list', icon: ClipboardList },
  { key: 'sellList', to: '/sell-list', icon: ReceiptText },
  { key: 'due', to: '/due', icon: HandCoins },
  { key: 'expense', to: '/expense', icon: Wallet },
  { key: 'contact', to: '/contact', icon: Contact },
  { key: 'product', to: '/product', icon: Package },
  { key: 'stock', to: '/stock', icon: Warehouse },
  { key: 'accessManagement', to: '/access-management', icon: KeyRound },
  { key: 'printer', to: '/printer', icon: Printer },
  { key: 'onlineShop', to: '/online-shop', icon: Store },
  { key: 'sms', to: '/sms', icon: MessageSquareText },
  { key: 'businessOverview', to: '/business-overview', icon: LineChart },
  { key: 'tutorial', to: '/tutorial', icon: GraduationCap },
  { key: 'expiredProduct', to: '/expired-product', icon: CalendarX2 },
  { key: 'warrantyProduct', to: '/warranty-product', icon: ShieldCheck },
  { key: 'subscriptions', to: '/settings/subscriptions', icon: CreditCard },
];

export const SETTINGS_ITEM: NavItem = { key: 'settings', to: '/settings', icon: BadgeCheck };
export const REPORTS_ICON = BookOpen;

/**
 * The reports (decision 0002 for their paths), listed under the business overview in the sidebar
 * and on the overview page. Only roles with the 'reports' feature see them (`useCanSeeReports`).
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

/** Sidebar tabs that belong to the reports feature (hidden from roles without it). */
export const REPORT_SIDEBAR_KEYS: readonly string[] = ['businessOverview'];
