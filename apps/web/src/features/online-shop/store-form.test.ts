import { describe, expect, it } from 'vitest';
import { onlineShopSchema, type OnlineShop } from '@dokani/contracts/online-shop';
import { changedTexts, checkStore, cleanSlug, socialLink, storeField, storeFormValues, storePatch } from './store-form';
import { groupField } from './errors';
import { makeStore } from './test-fixtures';

const STORE: OnlineShop = onlineShopSchema.parse(
  makeStore({
    name: 'মায়ের দোয়া স্টোর',
    address: null,
    social: { facebook: 'https://facebook.com/mayerdoa', instagram: null, youtube: null, tiktok: null },
  }),
);

describe('store form', () => {
  it('checks the address by the contract’s own rule', () => {
    expect(cleanSlug('  Mayer-Doa-২০ ')).toBe('mayer-doa-20');
    const values = storeFormValues(STORE, 'en');
    expect(checkStore({ ...values, slug: 'ab' }, STORE).slug).toBeTruthy();
    expect(checkStore({ ...values, slug: 'admin' }, STORE).slug).toBeTruthy();
    expect(checkStore({ ...values, slug: 'mayer-doa-2' }, STORE).slug).toBeUndefined();
  });

  it('puts https:// before a link typed without it, leaves a full one', () => {
    expect(socialLink(' facebook.com/page ')).toBe('https://facebook.com/page');
    expect(socialLink('http://example.com')).toBe('http://example.com');
    expect(socialLink('')).toBe('');
  });

  it('an untouched form has nothing to send, in either language’s digits', () => {
    expect(storePatch(STORE, storeFormValues(STORE, 'bn'))).toEqual({});
    expect(storePatch(STORE, storeFormValues(STORE, 'en'))).toEqual({});
    expect(storePatch(STORE, { ...storeFormValues(STORE, 'bn'), slug: '' })).toEqual({});
  });

  it('sends what changed: social links one by one, an emptied one as empty', () => {
    const v = { ...storeFormValues(STORE, 'bn'), facebook: '', tiktok: 'tiktok.com/@mayerdoa', name: ' নতুন নাম ' };
    expect(storePatch(STORE, v)).toEqual({ name: 'নতুন নাম', social: { facebook: '', tiktok: 'https://tiktok.com/@mayerdoa' } });
    expect(storePatch(STORE, { ...storeFormValues(STORE, 'en'), checkoutOtp: true })).toEqual({ checkoutOtp: true });
  });

  it('texts of a group: only the changed ones, trimmed', () => {
    expect(changedTexts({ title: 'A', description: null }, { title: ' A ', description: 'B' })).toEqual({ description: 'B' });
    expect(changedTexts({ title: 'A', description: null }, { title: '', description: '' })).toEqual({ title: '' });
  });

  it('maps the server’s detail keys onto the fields', () => {
    expect(storeField('social.tiktok')).toBe('tiktok');
    expect(storeField('published')).toBe('published');
    expect(storeField('seo.title')).toBeNull();
    expect(groupField('policies', ['returns', 'refund'] as const)('policies.refund')).toBe('refund');
    expect(groupField('policies', ['returns'] as const)('seo.title')).toBeNull();
  });
});
