import {
  BadgeCheck,
  BookOpen,
  CalendarX2,
  ClipboardList,
  Contact,
  CreditCard,
  GraduationCap,
  HandCoins,
  Home,
  KeyRound,
  LineChart,
  MessageSquareText,
  Package,
  Printer,
  ReceiptText,
  ShieldCheck,
  ShoppingBag,
  ShoppingCart,
  Store,
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
