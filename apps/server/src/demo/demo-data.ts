/**
 * What the demo shop holds (DEMO=1): a small grocery in Savar three weeks into using Dokani.
 * Plain data, written as the shopkeeper would type it into the app (money in taka, quantities and
 * prices as decimal strings); `seed.ts` posts it through the modules' services, oldest first.
 *
 * Times are relative to the moment of the seed: `daysAgo` whole days before its date, at a local
 * time (Asia/Dhaka). The shop "opened" in the app `DEMO_OPENED_DAYS_AGO` days ago: the products
 * with their opening stock, and the contacts, are from that day; the books cover the last 14 days.
 * Mobile numbers are made up (01X1100000N); none is the demo account's own.
 */
import { ean13CheckDigit } from '@dokani/core';

export const DEMO_OPENED_DAYS_AGO = 20;

/** A moment of the demo's history: `daysAgo` days before the seed's date, at `time` (HH:MM, shop time). */
export interface DemoWhen {
  daysAgo: number;
  time: string;
}

/** An in-store EAN-13 (GS1 prefix 2, as the app generates for goods packed in the shop): 2, 11 digits, check digit. */
export function inStoreBarcode(n: number): string {
  const first12 = `2${String(n).padStart(11, '0')}`;
  return first12 + String(ean13CheckDigit(first12));
}

export const DEMO_CATEGORIES = [
  { key: 'rice-dal', name: 'চাল-ডাল' },
  { key: 'oil-spice', name: 'তেল-মসলা' },
  { key: 'soap-shampoo', name: 'সাবান-শ্যাম্পু' },
  { key: 'snacks', name: 'বিস্কুট-চানাচুর' },
  { key: 'drinks', name: 'পানীয়' },
  { key: 'other', name: 'অন্যান্য' },
] as const;
export type DemoCategoryKey = (typeof DEMO_CATEGORIES)[number]['key'];

export interface DemoProduct {
  key: string;
  name: string;
  unit: string;
  category: DemoCategoryKey;
  purchasePrice: string;
  sellPrice: string;
  openingStock: string;
  lowStockAlert?: string;
  barcode?: string;
  details?: string;
  /** The bulk price from `minQuantity` on. */
  bulk?: { price: string; minQuantity: string };
  vatPercent?: string;
  warrantyDays?: number;
  /** Expires this many days after the seed's date. */
  expiresInDays?: number;
  batchNumber?: string;
}

export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  // চাল-ডাল
  {
    key: 'miniket',
    name: 'মিনিকেট চাল',
    unit: 'kg',
    category: 'rice-dal',
    purchasePrice: '72',
    sellPrice: '78',
    openingStock: '200',
    lowStockAlert: '25',
    bulk: { price: '76', minQuantity: '25' },
  },
  { key: 'nazirshail', name: 'নাজিরশাইল চাল', unit: 'kg', category: 'rice-dal', purchasePrice: '80', sellPrice: '88', openingStock: '100' },
  {
    key: 'masur-dal',
    name: 'মসুর ডাল (মোটা)',
    unit: 'kg',
    category: 'rice-dal',
    purchasePrice: '100',
    sellPrice: '110',
    openingStock: '40',
  },
  {
    key: 'mug-dal',
    name: 'মুগ ডাল',
    unit: 'kg',
    category: 'rice-dal',
    purchasePrice: '150',
    sellPrice: '165',
    openingStock: '8',
    lowStockAlert: '5',
  },
  {
    key: 'chola',
    name: 'ছোলা ৫০০ গ্রাম',
    unit: 'packet',
    category: 'rice-dal',
    purchasePrice: '50',
    sellPrice: '58',
    openingStock: '15',
    barcode: inStoreBarcode(1001),
    details: 'দোকানে প্যাক করা',
  },
  // তেল-মসলা
  {
    key: 'rupchanda-1l',
    name: 'রূপচাঁদা সয়াবিন তেল ১ লিটার',
    unit: 'pcs',
    category: 'oil-spice',
    purchasePrice: '178',
    sellPrice: '189',
    openingStock: '24',
  },
  {
    key: 'loose-oil',
    name: 'খোলা সয়াবিন তেল',
    unit: 'litre',
    category: 'oil-spice',
    purchasePrice: '158',
    sellPrice: '168',
    openingStock: '30',
    lowStockAlert: '5',
  },
  {
    key: 'aci-salt',
    name: 'ACI লবণ ১ কেজি',
    unit: 'packet',
    category: 'oil-spice',
    purchasePrice: '38',
    sellPrice: '42',
    openingStock: '40',
  },
  {
    key: 'turmeric',
    name: 'রাঁধুনী হলুদ গুঁড়া ২০০ গ্রাম',
    unit: 'packet',
    category: 'oil-spice',
    purchasePrice: '78',
    sellPrice: '90',
    openingStock: '12',
  },
  {
    key: 'chili',
    name: 'রাঁধুনী মরিচ গুঁড়া ২০০ গ্রাম',
    unit: 'packet',
    category: 'oil-spice',
    purchasePrice: '88',
    sellPrice: '100',
    openingStock: '12',
  },
  // সাবান-শ্যাম্পু
  {
    key: 'lux',
    name: 'Lux সাবান ১০০ গ্রাম',
    unit: 'pcs',
    category: 'soap-shampoo',
    purchasePrice: '60',
    sellPrice: '70',
    openingStock: '24',
  },
  {
    key: 'lifebuoy',
    name: 'লাইফবয় সাবান ১০০ গ্রাম',
    unit: 'pcs',
    category: 'soap-shampoo',
    purchasePrice: '52',
    sellPrice: '60',
    openingStock: '24',
  },
  {
    key: 'sunsilk',
    name: 'Sunsilk শ্যাম্পু ১৮০ মিলি',
    unit: 'pcs',
    category: 'soap-shampoo',
    purchasePrice: '270',
    sellPrice: '300',
    openingStock: '6',
    vatPercent: '5',
  },
  {
    key: 'wheel',
    name: 'হুইল পাউডার ৫০০ গ্রাম',
    unit: 'packet',
    category: 'soap-shampoo',
    purchasePrice: '58',
    sellPrice: '65',
    openingStock: '20',
  },
  // বিস্কুট-চানাচুর
  {
    key: 'pran-chanachur',
    name: 'প্রাণ চানাচুর ২৫০ গ্রাম',
    unit: 'packet',
    category: 'snacks',
    purchasePrice: '50',
    sellPrice: '60',
    openingStock: '12',
  },
  {
    key: 'energy-plus',
    name: 'Olympic এনার্জি প্লাস বিস্কুট',
    unit: 'packet',
    category: 'snacks',
    purchasePrice: '26',
    sellPrice: '30',
    openingStock: '30',
  },
  {
    key: 'potato-crackers',
    name: 'বোম্বে সুইটস পটাটো ক্র্যাকার্স',
    unit: 'packet',
    category: 'snacks',
    purchasePrice: '17',
    sellPrice: '20',
    openingStock: '30',
  },
  {
    key: 'muri',
    name: 'মুড়ি ৫০০ গ্রাম',
    unit: 'packet',
    category: 'snacks',
    purchasePrice: '45',
    sellPrice: '55',
    openingStock: '20',
    barcode: inStoreBarcode(1002),
    details: 'দোকানে প্যাক করা',
  },
  // পানীয়
  { key: 'coke', name: 'Coca-Cola ২৫০ মিলি', unit: 'pcs', category: 'drinks', purchasePrice: '22', sellPrice: '25', openingStock: '24' },
  { key: 'mum', name: 'মাম পানি ১ লিটার', unit: 'pcs', category: 'drinks', purchasePrice: '20', sellPrice: '25', openingStock: '24' },
  {
    key: 'mango-juice',
    name: 'প্রাণ ম্যাঙ্গো জুস ২৫০ মিলি',
    unit: 'pcs',
    category: 'drinks',
    purchasePrice: '20',
    sellPrice: '25',
    openingStock: '12',
    expiresInDays: 5,
    batchNumber: 'MJ-2407',
  },
  {
    key: 'tea',
    name: 'ইস্পাহানি মির্জাপুর চা-পাতা ৪০০ গ্রাম',
    unit: 'packet',
    category: 'drinks',
    purchasePrice: '210',
    sellPrice: '235',
    openingStock: '6',
    lowStockAlert: '4',
  },
  // অন্যান্য
  {
    key: 'egg',
    name: 'ডিম (লাল)',
    unit: 'dozen',
    category: 'other',
    purchasePrice: '132',
    sellPrice: '145',
    openingStock: '10',
    lowStockAlert: '3',
  },
  {
    key: 'sugar',
    name: 'চিনি ১ কেজি',
    unit: 'packet',
    category: 'other',
    purchasePrice: '118',
    sellPrice: '128',
    openingStock: '25',
    barcode: inStoreBarcode(1003),
    details: 'দোকানে প্যাক করা',
  },
  {
    key: 'led-bulb',
    name: 'SuperStar LED বাল্ব ১২ ওয়াট',
    unit: 'pcs',
    category: 'other',
    purchasePrice: '150',
    sellPrice: '190',
    openingStock: '10',
    warrantyDays: 180,
  },
  {
    key: 'mosquito-coil',
    name: 'গুডনাইট মশার কয়েল',
    unit: 'box',
    category: 'other',
    purchasePrice: '95',
    sellPrice: '110',
    openingStock: '10',
  },
];

export interface DemoContact {
  key: string;
  type: 'customer' | 'supplier' | 'employee';
  name: string;
  mobile: string;
  address?: string;
  suppliedItems?: string;
  position?: string;
  monthlySalary?: string;
}

export const DEMO_CONTACTS: readonly DemoContact[] = [
  { key: 'karim', type: 'customer', name: 'করিম মিয়া', mobile: '01711000001', address: 'পূর্ব পাড়া, সাভার' },
  { key: 'salma', type: 'customer', name: 'সালমা বেগম', mobile: '01811000002', address: 'ব্যাংক কলোনি, সাভার' },
  { key: 'jahid', type: 'customer', name: 'জাহিদ হাসান', mobile: '01911000003' },
  { key: 'rubina', type: 'customer', name: 'রুবিনা আক্তার', mobile: '01711000004', address: 'থানা রোড, সাভার' },
  { key: 'kashem', type: 'customer', name: 'আবুল কাশেম (চায়ের দোকান)', mobile: '01811000005', address: 'বাসস্ট্যান্ড, সাভার' },
  {
    key: 'rahman',
    type: 'supplier',
    name: 'মেসার্স রহমান ট্রেডার্স',
    mobile: '01711000011',
    address: 'কাওরান বাজার, ঢাকা',
    suppliedItems: 'চাল, ডাল, তেল, চিনি',
  },
  {
    key: 'al-amin',
    type: 'supplier',
    name: 'আল-আমিন এন্টারপ্রাইজ',
    mobile: '01811000012',
    address: 'সাভার বাজার',
    suppliedItems: 'সাবান, শ্যাম্পু, বিস্কুট, কোমল পানীয়',
  },
  { key: 'sumon', type: 'employee', name: 'সুমন মিয়া', mobile: '01911000021', position: 'বিক্রয় সহকারী', monthlySalary: '8000' },
];

export interface DemoPayment {
  method: 'cash' | 'qr-code';
  amount: string;
}

/** [product key, quantity] or [product key, quantity, unit price] (default: the product's price). */
export type DemoLine = readonly [product: string, quantity: string, unitPrice?: string];

export type DemoEvent = { key: string; when: DemoWhen } & (
  | { kind: 'purchase'; supplier: string; lines: readonly DemoLine[]; payments: readonly DemoPayment[]; note?: string }
  | {
      kind: 'sale';
      customer?: string;
      employee?: string;
      lines: readonly DemoLine[];
      /** Taka off the whole bill. */
      discount?: string;
      payments: readonly DemoPayment[];
      note?: string;
    }
  | { kind: 'quick-sale'; amount: string; profit: string; payments: readonly DemoPayment[]; note?: string }
  /** Goods of a sale brought back: [product key, quantity]. */
  | { kind: 'sale-return'; sale: string; lines: readonly (readonly [product: string, quantity: string])[]; note?: string }
  | { kind: 'due-received'; contact: string; amount: string; note?: string }
  /** `category`: the default category's key (the expenses namespace names it). */
  | { kind: 'expense' | 'income'; category: string; amount: string; employee?: string; note?: string }
);

/** The last 14 days, oldest first (the order they are posted in, so invoice numbers follow the dates). */
export const DEMO_TIMELINE: readonly DemoEvent[] = [
  {
    key: 'sale-1',
    kind: 'sale',
    when: { daysAgo: 13, time: '09:40' },
    lines: [
      ['miniket', '5'],
      ['masur-dal', '2'],
      ['aci-salt', '1'],
    ],
    payments: [{ method: 'cash', amount: '700' }], // ৳652, change ৳48
  },
  {
    key: 'purchase-1',
    kind: 'purchase',
    when: { daysAgo: 13, time: '11:30' },
    supplier: 'rahman',
    lines: [
      ['miniket', '50', '72'],
      ['masur-dal', '20', '100'],
      ['rupchanda-1l', '12', '178'],
      ['sugar', '20', '118'],
    ],
    payments: [{ method: 'cash', amount: '10096' }],
    note: 'মাসের প্রথম মাল',
  },
  {
    key: 'sale-2',
    kind: 'sale',
    when: { daysAgo: 12, time: '18:15' },
    customer: 'karim',
    employee: 'sumon',
    lines: [
      ['rupchanda-1l', '2'],
      ['sugar', '2'],
      ['lux', '3'],
    ],
    payments: [{ method: 'cash', amount: '500' }], // ৳844: ৳344 on due
  },
  {
    key: 'sale-3',
    kind: 'sale',
    when: { daysAgo: 10, time: '17:30' },
    customer: 'salma',
    lines: [
      ['miniket', '25'],
      ['mug-dal', '2'],
      ['turmeric', '1'],
    ], // 25 kg at the bulk price
    discount: '20',
    payments: [
      { method: 'cash', amount: '1000' },
      { method: 'qr-code', amount: '1300' },
    ],
  },
  { key: 'rent', kind: 'expense', when: { daysAgo: 9, time: '10:00' }, category: 'shop-rent', amount: '6000', note: 'এই মাসের দোকান ভাড়া' },
  {
    key: 'quick-sale-1',
    kind: 'quick-sale',
    when: { daysAgo: 8, time: '10:20' },
    amount: '150',
    profit: '25',
    payments: [{ method: 'cash', amount: '150' }],
    note: 'খুচরা মাল',
  },
  {
    key: 'sale-4',
    kind: 'sale',
    when: { daysAgo: 7, time: '19:10' },
    customer: 'jahid',
    lines: [
      ['led-bulb', '2'],
      ['mosquito-coil', '1'],
    ],
    payments: [{ method: 'cash', amount: '500' }], // ৳490, change ৳10
  },
  {
    key: 'electricity',
    kind: 'expense',
    when: { daysAgo: 7, time: '12:00' },
    category: 'electricity-bill',
    amount: '1350',
    note: 'মাসিক বিদ্যুৎ বিল',
  },
  {
    key: 'purchase-2',
    kind: 'purchase',
    when: { daysAgo: 6, time: '11:00' },
    supplier: 'al-amin',
    lines: [
      ['lux', '24', '60'],
      ['pran-chanachur', '24', '50'],
      ['coke', '24', '22'],
      ['sunsilk', '6', '265'],
    ],
    payments: [{ method: 'cash', amount: '3000' }], // ৳4,758: ৳1,758 on due to the supplier
  },
  {
    key: 'sale-5',
    kind: 'sale',
    when: { daysAgo: 5, time: '12:30' },
    employee: 'sumon',
    lines: [
      ['egg', '1'],
      ['tea', '1'],
      ['mug-dal', '1'],
    ],
    payments: [{ method: 'cash', amount: '1000' }], // ৳545, change ৳455
  },
  {
    key: 'sale-6',
    kind: 'sale',
    when: { daysAgo: 4, time: '20:00' },
    customer: 'kashem',
    lines: [
      ['tea', '2'],
      ['sugar', '3'],
      ['egg', '1'],
    ],
    payments: [{ method: 'cash', amount: '400' }], // ৳999: ৳599 on due
  },
  {
    key: 'return-1',
    kind: 'sale-return',
    when: { daysAgo: 3, time: '10:15' },
    sale: 'sale-2',
    lines: [['rupchanda-1l', '1']],
    note: 'বোতলের ছিপি ভাঙা', // lowers Karim's due by ৳189
  },
  {
    key: 'sale-7',
    kind: 'sale',
    when: { daysAgo: 3, time: '11:45' },
    lines: [
      ['sunsilk', '1'],
      ['lux', '1'],
    ], // ৳300 + 5% VAT + ৳70 = ৳385
    payments: [{ method: 'cash', amount: '400' }],
  },
  {
    key: 'scrap',
    kind: 'income',
    when: { daysAgo: 3, time: '17:00' },
    category: 'scrap-sale',
    amount: '220',
    note: 'খালি কার্টন ও বস্তা বিক্রি',
  },
  {
    key: 'sale-8',
    kind: 'sale',
    when: { daysAgo: 2, time: '16:45' },
    customer: 'rubina',
    lines: [
      ['nazirshail', '5'],
      ['loose-oil', '2'],
      ['masur-dal', '1'],
    ],
    payments: [{ method: 'qr-code', amount: '886' }],
  },
  {
    key: 'kashem-paid',
    kind: 'due-received',
    when: { daysAgo: 2, time: '19:00' },
    contact: 'kashem',
    amount: '300',
    note: 'বাকির কিছু টাকা দিল',
  },
  {
    key: 'tea-snacks',
    kind: 'expense',
    when: { daysAgo: 1, time: '16:30' },
    category: 'tea-snacks',
    amount: '120',
    note: 'মহাজনের সাথে চা-নাস্তা',
  },
  {
    key: 'sale-9',
    kind: 'sale',
    when: { daysAgo: 1, time: '18:30' },
    lines: [
      ['mango-juice', '3'],
      ['energy-plus', '2'],
      ['muri', '1'],
    ],
    payments: [{ method: 'cash', amount: '200' }], // ৳190, change ৳10
  },
  {
    key: 'salary',
    kind: 'expense',
    when: { daysAgo: 1, time: '21:00' },
    category: 'staff-salary',
    amount: '8000',
    employee: 'sumon',
    note: 'সুমনের মাসিক বেতন',
  },
  {
    key: 'sale-10',
    kind: 'sale',
    when: { daysAgo: 0, time: '09:30' },
    lines: [
      ['miniket', '2'],
      ['aci-salt', '1'],
      ['egg', '1'],
    ],
    payments: [{ method: 'cash', amount: '500' }], // ৳343, change ৳157
  },
  {
    key: 'sale-11',
    kind: 'sale',
    when: { daysAgo: 0, time: '11:00' },
    employee: 'sumon',
    lines: [
      ['coke', '2'],
      ['mum', '1'],
      ['potato-crackers', '2'],
    ],
    payments: [{ method: 'cash', amount: '115' }],
  },
];
