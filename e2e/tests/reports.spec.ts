import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { ulid } from '@dokani/core';
import { expectAccessible, type Lang, langOf, ownShop, seedSession } from '../support/flows.ts';
import { callApi } from '../support/api.ts';
import { freshMobile } from '../support/mobile.ts';
import { shot } from '../support/shots.ts';

// The journey's shop, through the API: rice (50 → 60 a kg, 20 kg) and soap (35 → 45, 6 pieces,
// low at 5); a purchase of 10 kg rice at 50 from the supplier, 300 paid (200 due); sale 1 to the
// customer by the employee: 2 kg rice + 1 soap = 165, 100 paid (65 due); sale 2: 1 soap, cash;
// an expense of 120.50 and an income of 200. Sales 210, their cost 170, profit 40; stock now:
// 28 kg rice and 4 soaps (low), worth 1,540 at cost. The words are the locale files'.
const words = {
  bn: {
    shop: 'মায়ের দোয়া স্টোর',
    rice: 'মিনিকেট চাল',
    soap: 'লাক্স সাবান',
    category: 'চাল-ডাল',
    customer: 'রহিম মিয়া',
    supplier: 'করিম ট্রেডার্স',
    employee: 'সুমন',
    titles: {
      sales: 'বিক্রির রিপোর্ট',
      purchase: 'কেনার রিপোর্ট',
      product: 'পণ্য রিপোর্ট',
      stock: 'স্টক রিপোর্ট',
      customer: 'কাস্টমার রিপোর্ট',
      supplier: 'সাপ্লায়ার রিপোর্ট',
      employee: 'কর্মচারী রিপোর্ট',
      expense: 'খরচের রিপোর্ট',
      income: 'আয়ের রিপোর্ট',
      details: 'লাভ-ক্ষতির বিস্তারিত',
      overview: 'ব্যবসার অবস্থা',
      transactions: 'সব লেনদেন',
      profitLoss: 'লাভ-ক্ষতির হিসাব',
    },
    lastMonth: 'গত মাস',
    thisMonth: 'এই মাস',
    sales: '৳২১০.০০',
    profit: '৳৪০.০০',
    purchases: '৳৫০০.০০',
    stockValue: '৳১,৫৪০.০০',
    receivable: 'পাবো ৳৬৫.০০',
    payable: 'দেবো ৳২০০.০০',
    employeeSales: '৳১৬৫.০০',
    expense: '৳১২০.৫০',
    income: '৳২০০.০০',
    lowMark: 'স্টক কম',
    noSales: 'এই সময়ে কোনো বিক্রি হয়নি',
    salesHeader: '"তারিখ","বিক্রির সংখ্যা","মোট বিক্রি","ফেরত","বাতিল (ধরা হয়নি)","নিট বিক্রি"',
    productHeader: '"পণ্য","ক্যাটাগরি","বিক্রি (পরিমাণ)","বিক্রির আয়"',
    stockHeader: '"পণ্য","ক্যাটাগরি","স্টক কম","স্টক"',
    customerHeader: '"কাস্টমার","মোবাইল","বিক্রি"',
    expenseHeader: '"খাত","খরচ","অংশ"',
    overviewHeader: '"হিসাব","এই সময়","আগের সময়","পরিবর্তন (%)"',
    transactionsHeader: '"সময়","ঘড়ির সময়","ধরন","মেমো নম্বর"',
    byCategory: 'ক্যাটাগরি অনুযায়ী',
    expenseKind: 'খরচ',
    detailsLink: 'বিস্তারিত: কোন পণ্যে কত লাভ',
    reportsGroup: 'রিপোর্ট',
  },
  en: {
    shop: 'Mayer Doa Store',
    rice: 'Miniket Rice',
    soap: 'Lux Soap',
    category: 'Rice & lentils',
    customer: 'Rahim Mia',
    supplier: 'Karim Traders',
    employee: 'Sumon',
    titles: {
      sales: 'Sales Report',
      purchase: 'Purchase Report',
      product: 'Product Report',
      stock: 'Stock Report',
      customer: 'Customer Report',
      supplier: 'Supplier Report',
      employee: 'Employee Report',
      expense: 'Expense Report',
      income: 'Income Report',
      details: 'Profit & Loss Details',
      overview: 'Business Overview',
      transactions: 'Transactions',
      profitLoss: 'Profit & loss statement',
    },
    lastMonth: 'Last month',
    thisMonth: 'This month',
    sales: '৳210.00',
    profit: '৳40.00',
    purchases: '৳500.00',
    stockValue: '৳1,540.00',
    receivable: 'To get ৳65.00',
    payable: 'To pay ৳200.00',
    employeeSales: '৳165.00',
    expense: '৳120.50',
    income: '৳200.00',
    lowMark: 'Low stock',
    noSales: 'No sales in this period',
    salesHeader: '"Date","Sales","Total sales","Returns","Voided (not counted)","Net sales"',
    productHeader: '"Product","Category","Sold (qty)","Revenue"',
    stockHeader: '"Product","Category","Low stock","Stock"',
    customerHeader: '"Customer","Mobile","Sales"',
    expenseHeader: '"Category","Expenses","Share"',
    overviewHeader: '"Figure","This period","Previous period","Change (%)"',
    transactionsHeader: '"When","Time","Kind","Memo number"',
    byCategory: 'By category',
    expenseKind: 'Expense',
    detailsLink: 'Details: profit by product',
    reportsGroup: 'Reports',
  },
} as const;
type Words = (typeof words)[Lang];

// Reports come in lazily (page, texts, then the chart) on a busy 2-core machine: wait longer.
const expect = baseExpect.configure({ timeout: 30_000 });

async function firstCategory(request: APIRequestContext, token: string, path: string): Promise<string> {
  const res = await request.get(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as { items: { id: string }[] };
  return items[0]?.id ?? '';
}

/** The shop of the journey, all through the API; `extraExpenses` small expenses more (for "load more"). */
async function seedShop(page: Page, lang: Lang, extraExpenses = 0): Promise<void> {
  const w = words[lang];
  const { token, shopId, mobile } = await ownShop(page, lang, w.shop, { signedIn: false });
  const shop = `/shops/${shopId}`;
  const rq = page.request;
  const category = await callApi(rq, token, `${shop}/categories`, { id: ulid(), name: w.category });
  const contact = (type: string, name: string, prefix: string) =>
    callApi(rq, token, `${shop}/contacts`, { id: ulid(), type, name, mobile: freshMobile().replace(/^019/, prefix) });
  const customer = await contact('customer', w.customer, '017');
  const supplier = await contact('supplier', w.supplier, '018');
  const employee = await contact('employee', w.employee, '016');
  const rice = await callApi(rq, token, `${shop}/products`, {
    id: ulid(),
    name: w.rice,
    unit: 'kg',
    categoryId: category.id,
    purchasePrice: '50',
    sellPrice: '60',
    openingStock: '20',
  });
  const soap = await callApi(rq, token, `${shop}/products`, {
    id: ulid(),
    name: w.soap,
    unit: 'pcs',
    purchasePrice: '35',
    sellPrice: '45',
    openingStock: '6',
    lowStockAlert: '5',
  });
  await callApi(rq, token, `${shop}/purchases`, {
    id: ulid(),
    supplierId: supplier.id,
    lines: [{ productId: rice.id, quantity: '10', unitPrice: '50' }],
    payments: [{ method: 'cash', amount: '300' }],
  });
  await callApi(rq, token, `${shop}/sales`, {
    id: ulid(),
    customerId: customer.id,
    employeeId: employee.id,
    lines: [
      { productId: rice.id, quantity: '2' },
      { productId: soap.id, quantity: '1' },
    ],
    payments: [{ method: 'cash', amount: '100' }],
  });
  await callApi(rq, token, `${shop}/sales`, {
    id: ulid(),
    lines: [{ productId: soap.id, quantity: '1' }],
    payments: [{ method: 'cash', amount: '50' }],
  });
  const expenseCategory = await firstCategory(rq, token, `${shop}/expense-categories`);
  const incomeCategory = await firstCategory(rq, token, `${shop}/income-categories`);
  await callApi(rq, token, `${shop}/expenses`, { id: ulid(), categoryId: expenseCategory, amount: '120.50' });
  await callApi(rq, token, `${shop}/incomes`, { id: ulid(), categoryId: incomeCategory, amount: '200' });
  for (let i = 0; i < extraExpenses; i += 10) {
    await Promise.all(
      Array.from({ length: Math.min(10, extraExpenses - i) }, () =>
        callApi(rq, token, `${shop}/expenses`, { id: ulid(), categoryId: expenseCategory, amount: '1' }),
      ),
    );
  }
  await seedSession(page, { token, mobile, shop: { id: shopId, name: w.shop } });
}

// Each journey seeds its own shop and opens several reports on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

/** Saves the report's CSV and returns its text (after checking the BOM and the file's name). */
async function downloadCsv(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`${name}-csv`).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^dokani-${name}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text).not.toMatch(/[০-৯৳]/); // plain ASCII numbers
  return text;
}

/** The print view: only the report (no sidebar, header or period buttons). */
async function printView(page: Page, info: TestInfo, lang: Lang, name: string): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId(`${name}-period`)).toBeHidden();
  await expect(page.getByTestId(`${name}-print`)).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, info, lang, `${name}-print`);
  await page.emulateMedia({ media: 'screen' });
}

/**
 * At phone width (360 px) a report row reads whole: the table scrolls as one, so at its start the
 * row's name is on screen, at its end its money (the last column), and no cell is squeezed by
 * another laid over it — every cell is as wide as its text.
 */
async function expectMoneyInView(page: Page, table: string) {
  const width = page.viewportSize()?.width ?? 1280;
  if (width >= 640) return; // wider screens show every column (and in / out apart)
  const row = page.getByTestId(`${table}-row`).first();
  const money = row.locator('[data-pinned]');
  await expect(money).toHaveCount(1);
  await expect(money).not.toHaveText('');
  const inView = async (cell: typeof money) => {
    const box = await cell.boundingBox();
    return box !== null && box.x >= 0 && box.x + box.width <= width + 1;
  };
  await page.getByTestId(table).evaluate((t) => t.parentElement?.scrollTo({ left: 0 }));
  expect(await inView(row.locator('th').first()), `${table}: the name at the start`).toBe(true);
  await page.getByTestId(table).evaluate((t) => t.parentElement?.scrollTo({ left: 10_000 }));
  expect(await inView(money), `${table}: the money at the end`).toBe(true);
  // nothing clipped: each cell holds its text
  const clipped = await row.evaluate(
    (tr) => Array.from(tr.children).filter((c) => (c as HTMLElement).scrollWidth > (c as HTMLElement).clientWidth + 1).length,
  );
  expect(clipped, `${table}: cells clipped`).toBe(0);
}

test('sales, purchase, product and stock reports: figures, another period, CSV, print', async ({ page }, info) => {
  const lang = langOf(info);
  const w: Words = words[lang];
  await seedShop(page, lang);

  // Sales: this month's totals, the chart, a row for today.
  await open(page, '/reports/sales', w.titles.sales);
  await expect(page.getByTestId('sales-total-net')).toHaveText(w.sales);
  await expect(page.getByTestId('sales-total-profit')).toHaveText(w.profit);
  await expect(page.getByTestId('sales-chart')).toBeVisible();
  // Pointing at today's bucket (the last, at the right end of the drawing area: uPlot's overlay)
  // shows its figures in the chart's tooltip.
  const plot = page.getByTestId('sales-chart').getByRole('img').locator('.u-over');
  const box = await plot.boundingBox();
  if (!box) throw new Error('the chart has no box');
  await page.mouse.move(box.x + box.width - 3, box.y + box.height / 2);
  await expect(page.getByTestId('sales-chart-tooltip')).toContainText(w.sales);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height + 80);
  await expect(page.getByTestId('sales-chart-tooltip')).toHaveCount(0);
  await expect(page.getByTestId('sales-table-row')).toHaveCount(1);
  await expectMoneyInView(page, 'sales-table');
  await shot(page, info, lang, 'sales');
  await expectAccessible(page);
  const csv = await downloadCsv(page, 'sales');
  expect(csv.startsWith(w.salesHeader)).toBe(true);
  expect(csv).toMatch(/"2","210\.00","0\.00","0\.00","210\.00"/);
  await printView(page, info, lang, 'sales');
  // Last month: nothing; the period is in the address and survives a reload.
  await page.getByRole('button', { name: w.lastMonth }).click();
  await expect(page).toHaveURL(/period=lastMonth/);
  await expect(page.getByTestId('sales-empty')).toContainText(w.noSales);
  await page.reload();
  await expect(page.getByTestId('sales-empty')).toBeVisible();
  await expect(page.getByRole('button', { name: w.lastMonth })).toHaveAttribute('aria-pressed', 'true');

  await open(page, '/reports/purchase', w.titles.purchase);
  await expect(page.getByTestId('purchase-total-net')).toHaveText(w.purchases);
  await expect(page.getByTestId('purchase-table-row')).toHaveCount(1);
  expect(await downloadCsv(page, 'purchase')).toContain('"500.00"');

  await open(page, '/reports/product', w.titles.product);
  await expect(page.getByTestId('product-total-revenue')).toHaveText(w.sales);
  await expect(page.getByTestId('product-table-row')).toHaveCount(2);
  await expectMoneyInView(page, 'product-table');
  await expect(page.getByTestId('product-table-row').first()).toContainText(w.rice); // largest revenue first
  await page.getByTestId('product-table-sort-revenue').click(); // now smallest first
  await expect(page.getByTestId('product-table-row').first()).toContainText(w.soap);
  const products = await downloadCsv(page, 'product');
  expect(products.startsWith(w.productHeader)).toBe(true);
  expect(products).toContain(`"${w.rice}","${w.category}","2","120.00"`);
  await page.getByRole('button', { name: w.lastMonth }).click();
  await expect(page.getByTestId('product-empty')).toBeVisible();

  await open(page, '/reports/stock', w.titles.stock);
  await expect(page.getByTestId('stock-total-stockValue')).toHaveText(w.stockValue);
  await expect(page.getByTestId('stock-table-row').filter({ hasText: w.soap })).toContainText(w.lowMark);
  await page.getByTestId('stock-low-only').click();
  await expect(page).toHaveURL(/low=1/);
  await expect(page.getByTestId('stock-table-row')).toHaveCount(1);
  await expectMoneyInView(page, 'stock-table');
  const stock = await downloadCsv(page, 'stock');
  expect(stock.startsWith(w.stockHeader)).toBe(true);
  expect(stock.trim().split('\r\n')).toHaveLength(2); // the header and the soap
  await printView(page, info, lang, 'stock');
  await expectAccessible(page);
});

test('customer, supplier, employee, expense and income reports', async ({ page }, info) => {
  const lang = langOf(info);
  const w: Words = words[lang];
  await seedShop(page, lang);

  await open(page, '/reports/customer', w.titles.customer);
  const customer = page.getByTestId('customer-table-row').filter({ hasText: w.customer });
  await expect(customer).toContainText(w.receivable);
  const customers = await downloadCsv(page, 'customer');
  expect(customers.startsWith(w.customerHeader)).toBe(true);
  expect(customers).toMatch(new RegExp(`"${w.customer}","017\\d{8}","1","165\\.00"`));
  await shot(page, info, lang, 'customer');

  await open(page, '/reports/supplier', w.titles.supplier);
  await expect(page.getByTestId('supplier-table-row').filter({ hasText: w.supplier })).toContainText(w.payable);
  expect(await downloadCsv(page, 'supplier')).toContain('"-200.00"');

  // The spec's /employee-report and /reports/employee are one page.
  for (const path of ['/employee-report', '/reports/employee']) {
    await open(page, path, w.titles.employee);
    await expect(page.getByTestId('employee-table-row').filter({ hasText: w.employee })).toContainText(w.employeeSales);
  }
  expect(await downloadCsv(page, 'employee')).toContain('"165.00"');

  await open(page, '/reports/expense', w.titles.expense);
  await expect(page.getByTestId('expense-total-total')).toHaveText(w.expense);
  await expect(page.getByTestId('expense-table-row')).toHaveCount(1);
  await expect(page.getByTestId('expense-chart')).toBeVisible();
  const expenses = await downloadCsv(page, 'expense');
  expect(expenses.startsWith(w.expenseHeader)).toBe(true);
  expect(expenses).toContain('"120.50","100"');
  await page.getByRole('button', { name: w.lastMonth }).click();
  await expect(page.getByTestId('expense-empty')).toBeVisible();

  await open(page, '/reports/income', w.titles.income);
  await expect(page.getByTestId('income-total-total')).toHaveText(w.income);
  expect(await downloadCsv(page, 'income')).toContain('"200.00"');
  await printView(page, info, lang, 'income');
  await expectAccessible(page);
});

test('profit-loss details: from the statement, by product and by category, CSV, print', async ({ page }, info) => {
  const lang = langOf(info);
  const w: Words = words[lang];
  await seedShop(page, lang);

  await open(page, '/profit-loss', w.titles.profitLoss);
  await page.getByRole('link', { name: w.detailsLink }).click();
  await expect(page).toHaveURL(/\/profit-loss\/details$/);
  await expect(page.getByRole('heading', { level: 1, name: w.titles.details })).toBeVisible();
  await expect(page.getByTestId('details-total-revenue')).toHaveText(w.sales);
  await expect(page.getByTestId('details-total-profit')).toHaveText(w.profit);
  await expect(page.getByTestId('details-table-row')).toHaveCount(2);
  await page.getByRole('button', { name: w.byCategory }).click();
  await expect(page).toHaveURL(/by=category/);
  await expect(page.getByTestId('details-table-row').filter({ hasText: w.category })).toBeVisible();
  const csv = await downloadCsv(page, 'details');
  expect(csv).toContain(`"${w.category}","120.00","100.00","20.00"`);
  await shot(page, info, lang, 'details');
  await printView(page, info, lang, 'details');
  await expectAccessible(page);
});

test('business overview and transactions: figures against the period before, links, kind filter, load more', async ({ page }, info) => {
  const lang = langOf(info);
  const w: Words = words[lang];
  await seedShop(page, lang, 50);

  // The sidebar has the reports, under the business overview.
  await page.goto('/home');
  if (info.project.name === 'phone') await page.getByTestId('menu-button').click();
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByTestId('nav-reports').click();
  await expect(sidebar.getByTestId('nav-report-links')).toBeVisible();
  await sidebar.getByRole('link', { name: w.titles.overview }).click();

  await expect(page).toHaveURL(/\/business-overview$/);
  await expect(page.getByRole('heading', { level: 1, name: w.titles.overview })).toBeVisible();
  await expect(page.getByTestId('overview-total-sales')).toHaveText(w.sales);
  await expect(page.getByTestId('overview-change-sales')).toBeVisible();
  await expect(page.getByTestId('overview-links').getByRole('link')).toHaveCount(12);
  await shot(page, info, lang, 'overview');
  await expectAccessible(page);
  const overview = await downloadCsv(page, 'overview');
  expect(overview.startsWith(w.overviewHeader)).toBe(true);
  expect(overview).toContain('"210.00"');
  await printView(page, info, lang, 'overview');

  await page.getByTestId('overview-link-transactions').click();
  await expect(page.getByRole('heading', { level: 1, name: w.titles.transactions })).toBeVisible();
  await expect(page.getByTestId('transactions-total-count')).toHaveText(lang === 'bn' ? '৫৫' : '55');
  await expect(page.getByTestId('transactions-table-row')).toHaveCount(50);
  await page.getByTestId('transactions-more').click();
  await expect(page.getByTestId('transactions-table-row')).toHaveCount(55);
  await expect(page.getByTestId('transactions-more')).toHaveCount(0);
  await expectMoneyInView(page, 'transactions-table');
  const all = await downloadCsv(page, 'transactions');
  expect(all.startsWith(w.transactionsHeader)).toBe(true);
  expect(all.trim().split('\r\n')).toHaveLength(56);
  await shot(page, info, lang, 'transactions');
  await expectAccessible(page);

  await page.getByTestId('transactions-kind').click();
  await page.getByRole('option', { name: w.expenseKind, exact: true }).click();
  await expect(page).toHaveURL(/kind=expense/);
  await expect(page.getByTestId('transactions-total-count')).toHaveText(lang === 'bn' ? '৫১' : '51');

  // Dark theme (Bangla on the phone).
  if (lang === 'bn') {
    await page.evaluate(() => localStorage.setItem('vite-ui-theme', 'dark'));
    await page.goto('/reports/sales');
    await expect(page.getByTestId('sales-chart')).toBeVisible();
    await shot(page, info, lang, 'sales-dark');
    await expectAccessible(page);
    await page.goto('/business-overview');
    await expect(page.getByTestId('overview-total-sales')).toHaveText(w.sales);
    await shot(page, info, lang, 'overview-dark');
    await expectAccessible(page);
  }
});
