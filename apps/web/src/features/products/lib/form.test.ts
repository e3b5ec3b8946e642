import { describe, expect, it } from 'vitest';
import { makeProduct } from '../test-fixtures';
import { cleanNumber, EMPTY_PRODUCT_FORM, formFieldOf, productToForm, type ProductFormValues } from './form';
import { createProductSchema, patchProductSchema } from './form-schema';

const ID = '01JD3ZK7Q8V6Y2N4W5X9A0B1C5';
const PRODUCT = makeProduct();
const form = (over: Partial<ProductFormValues>): ProductFormValues => ({
  ...EMPTY_PRODUCT_FORM,
  name: 'চাল',
  purchasePrice: '60',
  sellPrice: '65',
  ...over,
});

/** The form's field → message (the first problem of each field, as the resolver shows it). */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
}

describe('numbers as people type them', () => {
  it('Bangla digits, thousands commas, spaces and ৳ are cleaned; nothing else is guessed', () => {
    expect(cleanNumber('১২৫.৫০')).toBe('125.50');
    expect(cleanNumber('৳ 1,250')).toBe('1250');
    expect(cleanNumber('১,২৩,৪৫৬.৭৮')).toBe('123456.78');
    expect(cleanNumber('12abc')).toBe('12abc');
  });
});

describe('add form → POST body (the contract validates, the wire gets canonical decimal strings)', () => {
  const schema = createProductSchema(ID);

  it('money and quantities typed in Bangla digits become the strings the API takes', () => {
    const r = schema.safeParse(
      form({
        name: '  মিনিকেট চাল ',
        purchasePrice: '১,২৫০',
        sellPrice: '১৩০০.৫',
        openingStock: '১২.৫',
        openingUnitCost: '৳১২৪৯.৯৯',
        lowStockAlert: '৫',
      }),
    );
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      id: ID,
      name: 'মিনিকেট চাল',
      unit: 'pcs',
      purchasePrice: '1250.00',
      sellPrice: '1300.50',
      openingStock: '12.5',
      openingUnitCost: '1249.99',
      lowStockAlert: '5',
      categoryId: null,
      barcode: null,
      discount: null,
      warrantyDays: null,
    });
    // JSON-ready: no bigint anywhere.
    expect(() => JSON.stringify(r.data)).not.toThrow();
  });

  it('no opening stock → the fields are left out (the server defaults the cost to the purchase price)', () => {
    const r = schema.safeParse(form({}));
    expect(r.success).toBe(true);
    expect(r.data).not.toHaveProperty('openingStock');
    expect(r.data).not.toHaveProperty('openingUnitCost');
  });

  it('too many decimals, negative, words → the contract says which rule, per field', () => {
    const r = schema.safeParse(form({ purchasePrice: '10.555', sellPrice: '-5', openingStock: '1.2345', lowStockAlert: 'পাঁচ' }));
    expect(r.success).toBe(false);
    expect(problems(r)).toEqual({
      purchasePrice: 'validation.money',
      sellPrice: 'validation.money',
      openingStock: 'validation.quantity',
      lowStockAlert: 'validation.quantity',
    });
  });

  it('empty prices and name are "required", not "not a number"', () => {
    const r = schema.safeParse(form({ name: ' ', purchasePrice: '', sellPrice: ' ' }));
    expect(problems(r)).toEqual({ name: 'validation.required', purchasePrice: 'validation.required', sellPrice: 'validation.required' });
  });

  it('bulk sale needs its price and minimum; VAT needs its rate; the messages land on those fields', () => {
    const r = schema.safeParse(form({ bulkSale: true, vatApplicable: true }));
    expect(problems(r)).toEqual({
      bulkPrice: 'validation.product.bulkPriceRequired',
      minOrderQuantity: 'validation.product.minOrderQuantityRequired',
      vatPercent: 'validation.product.vatPercentRequired',
    });
  });

  it('switched-off options send nothing hidden: bulk and VAT values are dropped when off', () => {
    const r = schema.safeParse(
      form({ bulkSale: false, bulkPrice: 'junk', minOrderQuantity: 'x', vatApplicable: false, vatPercent: '500' }),
    );
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ bulkSale: false, bulkPrice: null, minOrderQuantity: null, vatApplicable: false, vatPercent: null });
  });

  it('bulk, VAT, discount and warranty in the wire form', () => {
    const r = schema.safeParse(
      form({
        bulkSale: true,
        bulkPrice: '৬২',
        minOrderQuantity: '২৫',
        vatApplicable: true,
        vatPercent: '৭.৫০',
        discountType: 'AMOUNT',
        discountValue: '১০',
        warrantyDays: '৩৬৫',
      }),
    );
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      bulkPrice: '62.00',
      minOrderQuantity: '25',
      vatPercent: '7.5',
      discount: { type: 'AMOUNT', value: '10.00' },
      warrantyDays: 365,
    });
  });

  it('a percent discount above 100 is refused under the discount field; "no discount" ignores the value', () => {
    expect(problems(schema.safeParse(form({ discountType: 'PERCENT', discountValue: '120' })))).toEqual({
      discountValue: 'validation.percent',
    });
    expect(schema.safeParse(form({ discountType: 'NONE', discountValue: '120' })).data).toMatchObject({ discount: null });
  });

  it('warranty must be whole days within the limit; VAT over 100 % is refused', () => {
    expect(problems(schema.safeParse(form({ warrantyDays: '1.5' })))).toEqual({ warrantyDays: 'validation.integer' });
    expect(problems(schema.safeParse(form({ warrantyDays: '5000' })))).toEqual({ warrantyDays: 'validation.tooBig' });
    expect(problems(schema.safeParse(form({ vatApplicable: true, vatPercent: '150' })))).toEqual({ vatPercent: 'validation.percent' });
  });

  it('barcode: Bangla digits become ASCII; other scripts are refused; a sub-category needs its category', () => {
    expect(schema.safeParse(form({ barcode: '৮৯৪১১০০৫০০২১৭' })).data).toMatchObject({ barcode: '8941100500217' });
    expect(problems(schema.safeParse(form({ barcode: 'চাল১' })))).toEqual({ barcode: 'validation.barcode' });
    expect(schema.safeParse(form({ categoryId: '', subCategoryId: ID })).data).toMatchObject({ categoryId: null, subCategoryId: null });
  });

  it('dates must be real days', () => {
    expect(problems(schema.safeParse(form({ expiryDate: '2026-02-30' })))).toEqual({ expiryDate: 'validation.date' });
    expect(schema.safeParse(form({ expiryDate: '2026-02-28' })).data).toMatchObject({ expiryDate: '2026-02-28' });
  });
});

describe('edit form', () => {
  it('a saved product round-trips: shown in Bangla digits in bn, sent back as the same decimals', () => {
    const values = productToForm(PRODUCT, 'bn');
    expect(values).toMatchObject({
      purchasePrice: '৬০',
      sellPrice: '৬৫.৫০',
      vatPercent: '৭.৫',
      warrantyDays: '৩০',
      discountType: 'PERCENT',
      discountValue: '৫',
    });
    const r = patchProductSchema().safeParse(values);
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      purchasePrice: '60.00',
      sellPrice: '65.50',
      bulkPrice: '62.00',
      minOrderQuantity: '25',
      lowStockAlert: '5',
      vatPercent: '7.5',
      warrantyDays: 30,
      discount: { type: 'PERCENT', value: '5' },
      barcode: '8941100500217',
      expiryDate: '2027-01-31',
      batchNumber: 'B-12',
    });
    // The PATCH body never carries stock or an id.
    expect(r.data).not.toHaveProperty('openingStock');
    expect(r.data).not.toHaveProperty('id');
    expect(r.data).not.toHaveProperty('currentStock');
  });

  it('in en the values stay in ASCII digits; cleared optional fields are sent as null', () => {
    const values = { ...productToForm(PRODUCT, 'en'), barcode: '', lowStockAlert: '', batchNumber: ' ', discountType: 'NONE' as const };
    expect(values.sellPrice).toBe('65.50');
    const r = patchProductSchema().safeParse(values);
    expect(r.data).toMatchObject({ barcode: null, lowStockAlert: null, batchNumber: null, discount: null });
  });
});

describe('problem paths → form fields', () => {
  it('maps nested discount paths and rejects unknown ones', () => {
    expect(formFieldOf('discount.value')).toBe('discountValue');
    expect(formFieldOf('discount')).toBe('discountValue');
    expect(formFieldOf('sellPrice')).toBe('sellPrice');
    expect(formFieldOf('id')).toBeNull();
    expect(formFieldOf('body')).toBeNull();
  });
});
