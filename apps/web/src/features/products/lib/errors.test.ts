import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/lib/http';
import { i18n } from '@/shared/lib/i18n';
import { mapSaveError } from './errors';

describe('a failed save → where the words go', () => {
  it('400 VALIDATION_FAILED: each detail under its field (discount.value under the discount)', () => {
    const err = new ApiError(400, 'VALIDATION_FAILED', 'কিছু তথ্য ঠিক নেই।', {
      sellPrice: 'টাকার পরিমাণ সঠিক নয়।',
      'discount.value': 'শতকরা হার ০ থেকে ১০০-এর মধ্যে দিন।',
      bulkPrice: 'পাইকারি দাম দিন।',
    });
    expect(mapSaveError(err)).toEqual({
      fields: { sellPrice: 'টাকার পরিমাণ সঠিক নয়।', discountValue: 'শতকরা হার ০ থেকে ১০০-এর মধ্যে দিন।', bulkPrice: 'পাইকারি দাম দিন।' },
      form: null,
      toast: null,
      upgrade: false,
    });
  });

  it('a detail with no field of the form (e.g. the id) is said for the whole form, fields still get theirs', () => {
    const err = new ApiError(400, 'VALIDATION_FAILED', 'Fix the marked fields.', { id: 'The id is not valid.', name: 'Too long.' });
    const out = mapSaveError(err);
    expect(out.fields).toEqual({ name: 'Too long.' });
    expect(out.form).toBe('Fix the marked fields. The id is not valid.');
  });

  it('400 without details: the message for the whole form', () => {
    expect(mapSaveError(new ApiError(400, 'VALIDATION_FAILED', 'Bad input.'))).toMatchObject({ fields: {}, form: 'Bad input.' });
  });

  it('409 BARCODE_TAKEN: under the barcode, naming the other product', () => {
    const err = new ApiError(409, 'BARCODE_TAKEN', 'এই বারকোড আরেকটি পণ্যে আছে (মিনিকেট চাল)।', { productName: 'মিনিকেট চাল' });
    expect(mapSaveError(err)).toEqual({
      fields: { barcode: 'এই বারকোড আরেকটি পণ্যে আছে (মিনিকেট চাল)।' },
      form: null,
      toast: null,
      upgrade: false,
    });
  });

  it('402 USAGE_LIMIT_REACHED: a toast with the upgrade message, and the upgrade offer on the form', () => {
    const message = 'You have reached your product list usage limit 50. To use the feature further, please upgrade your subscription.';
    const out = mapSaveError(new ApiError(402, 'USAGE_LIMIT_REACHED', message, { feature: 'product-list', limit: 50 }));
    expect(out).toEqual({ fields: {}, form: message, toast: message, upgrade: true });
  });

  it('network and other failures: one message; a non-API error gets the generic one', () => {
    expect(mapSaveError(new ApiError(0, 'NETWORK', 'নেটওয়ার্ক নেই'))).toMatchObject({ form: 'নেটওয়ার্ক নেই', fields: {} });
    expect(mapSaveError(new ApiError(409, 'ID_CONFLICT', 'Saved already with this id.'))).toMatchObject({
      form: 'Saved already with this id.',
    });
    expect(mapSaveError(new TypeError('x'))).toMatchObject({ form: i18n.t('common:errors.unknown') });
  });
});
