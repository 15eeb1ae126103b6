import { describe, expect, it } from 'vitest';
import {
  loginWithOpenIdBodySchema,
  preferencesBodySchema,
  switchOrganizationBodySchema,
} from '../session.contract';
import type { z } from '../zod';

/** The messages of a failed parse, which are what the API puts in its error body. */
function messagesOf(result: z.ZodSafeParseResult<unknown>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('loginWithOpenIdBodySchema', () => {
  it('accepts a token of up to 8192 characters', () => {
    expect(loginWithOpenIdBodySchema.safeParse({ token: 'x' }).success).toBe(true);
    expect(loginWithOpenIdBodySchema.safeParse({ token: 'x'.repeat(8192) }).success).toBe(true);
  });

  it('rejects an empty or missing token as required', () => {
    expect(messagesOf(loginWithOpenIdBodySchema.safeParse({ token: '' }))).toEqual(['token is required.']);
    expect(messagesOf(loginWithOpenIdBodySchema.safeParse({}))).toEqual(['token is required.']);
    expect(messagesOf(loginWithOpenIdBodySchema.safeParse({ token: 12 }))).toEqual(['token is required.']);
  });

  it('rejects a token longer than 8192 characters as too long', () => {
    const result = loginWithOpenIdBodySchema.safeParse({ token: 'x'.repeat(8193) });
    expect(messagesOf(result)).toEqual(['token is too long.']);
  });
});

describe('switchOrganizationBodySchema', () => {
  it('takes an organization id as a number or a numeric string', () => {
    expect(switchOrganizationBodySchema.parse({ orgid: 2 })).toEqual({ orgid: 2 });
    expect(switchOrganizationBodySchema.parse({ orgid: '2' })).toEqual({ orgid: 2 });
  });

  it.each([0, -1, 'x', '', 1.5, '-3', undefined])('rejects %j', (orgid) => {
    const result = switchOrganizationBodySchema.safeParse({ orgid });
    expect(result.success).toBe(false);
    expect(messagesOf(result)).toEqual(['orgid must be an organization id.']);
  });
});

describe('preferencesBodySchema', () => {
  it.each(['en', 'ar', 'hi', 'ur'])('accepts %s', (locale) => {
    expect(preferencesBodySchema.parse({ locale })).toEqual({ locale });
  });

  it.each(['fr', 'EN', 'en-US', ''])('rejects %j, naming the locales it accepts', (locale) => {
    expect(messagesOf(preferencesBodySchema.safeParse({ locale }))).toEqual([
      'locale must be one of en, ar, hi, ur.',
    ]);
  });
});

describe('switchOrganizationBodySchema refuses loose coercions', () => {
  it.each([true, [2], '0x10', '1e3', ' 2', '2.0'])('rejects %j', (orgid) => {
    expect(switchOrganizationBodySchema.safeParse({ orgid }).success).toBe(false);
  });
});
