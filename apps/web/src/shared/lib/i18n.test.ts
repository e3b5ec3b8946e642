import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, LANGUAGE_STORAGE_KEY, loadNamespaces, readStoredLanguage, setLanguage } from './i18n';
import { translateMessage } from './messages';
import { tooLongError } from './form-errors';

// The forms' messages are a lazy namespace (lazy-namespaces.ts), fetched by the layouts of the forms.
beforeAll(() => loadNamespaces(['validation']));

afterEach(async () => {
  await setLanguage('bn');
});

describe('i18n', () => {
  it('is Bangla by default', () => {
    expect(readStoredLanguage()).toBe('bn');
    expect(i18n.language).toBe('bn');
    expect(i18n.t('appName')).toBe('দোকানি');
  });

  it('switches at once, remembers the choice and sets <html lang>', async () => {
    await setLanguage('en');
    expect(i18n.t('appName')).toBe('Dokani');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(readStoredLanguage()).toBe('en');
  });

  it('translates validation keys, our ns:key messages, and passes server text through', () => {
    expect(translateMessage('auth:pin.invalid')).toBe('৫ সংখ্যার পিন দিন');
    expect(translateMessage('PIN ভুল হয়েছে')).toBe('PIN ভুল হয়েছে');
    // A validation key: the validation namespace's text, or the fallback when it has none.
    const v = translateMessage('validation.noSuchKeyForTest', 'auth:phone.invalid');
    expect(v).toBe(i18n.t('auth:phone.invalid'));
    expect(translateMessage(undefined)).toBe(i18n.t('common:form.invalid'));
  });

  it('names a field’s limit in the user’s digits; a text that fits has no problem', async () => {
    expect(translateMessage('validation.tooLong', undefined, { max: 60 })).toBe('অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।');
    expect(tooLongError('ক'.repeat(61), 60)).toBe('অনেক লম্বা — সর্বোচ্চ ৬০ অক্ষর।');
    expect(tooLongError(`  ${'ক'.repeat(60)}  `, 60)).toBeNull(); // trimmed, as the server counts
    await setLanguage('en');
    expect(tooLongError('x'.repeat(2001), 2000)).toBe('Too long — at most 2,000 characters.');
  });
});
