import type { Product } from '@dokani/contracts';

/** A full product as the API answers it (test data). */
export function makeProduct(over: Partial<Product> = {}): Product {
  return {
    id: '01JD3ZK7Q8V6Y2N4W5X9A0B1C5',
    name: 'মিনিকেট চাল',
    unit: 'kg',
    categoryId: null,
    subCategoryId: null,
    purchasePrice: '60.00',
    sellPrice: '65.50',
    currentStock: '12.5',
    averageCost: '60.00',
    stockValue: '750.00',
    lowStock: false,
    details: null,
    barcode: '8941100500217',
    photos: [],
    onlineSale: true,
    bulkSale: true,
    bulkPrice: '62.00',
    minOrderQuantity: '25',
    lowStockAlert: '5',
    vatApplicable: true,
    vatPercent: '7.5',
    warrantyDays: 30,
    discount: { type: 'PERCENT', value: '5' },
    expiryDate: '2027-01-31',
    batchNumber: 'B-12',
    status: 'active',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
