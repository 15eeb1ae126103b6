import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, isRtl, LOCALES, localeFromBrowserLanguage } from '../locales';

describe('locales', () => {
  it('ships English, Arabic, Hindi and Urdu, English by default', () => {
    expect([...LOCALES].sort()).toEqual(['ar', 'en', 'hi', 'ur']);
    expect(DEFAULT_LOCALE).toBe('en');
  });

  it('writes Arabic and Urdu right to left, and only them', () => {
    const rtl = LOCALES.filter((locale) => isRtl(locale));
    expect(rtl.sort()).toEqual(['ar', 'ur']);
  });

  it('recognises only the shipped locale codes', () => {
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    for (const value of ['fr', 'EN', 'en-US', '', ' en', null, undefined, 1, {}]) {
      expect(isLocale(value)).toBe(false);
    }
  });
});

describe('localeFromBrowserLanguage', () => {
  it.each([
    ['ar-AE', 'ar'],
    ['ar', 'ar'],
    ['en-GB', 'en'],
    ['hi-IN', 'hi'],
    ['ur-PK', 'ur'],
    ['UR-pk', 'ur'],
    ['AR', 'ar'],
  ] as const)('takes the language of %s: %s', (language, expected) => {
    expect(localeFromBrowserLanguage(language)).toBe(expected);
  });

  it.each(['fr-FR', 'de', 'zh-Hans-CN', '', 'a', '-ar'])('falls back to English for %j', (language) => {
    expect(localeFromBrowserLanguage(language)).toBe('en');
  });

  it('falls back to English when the browser gives no language', () => {
    expect(localeFromBrowserLanguage(undefined)).toBe('en');
    expect(localeFromBrowserLanguage(null)).toBe('en');
  });
});

describe('localeFromBrowserLanguage reads the language subtag, not two letters', () => {
  it.each([
    ['hil', 'en'],
    ['arn-CL', 'en'],
    ['ur_PK', 'ur'],
  ])('%s → %s', (language, expected) => {
    expect(localeFromBrowserLanguage(language)).toBe(expected);
  });
});
