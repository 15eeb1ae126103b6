import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config';
import {
  decryptText,
  encryptText,
  keyIdOf,
  keyringOf,
  parseKeyList,
  resealText,
  UnreadableValueError,
} from '../field-cipher';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
const base64 = (key: Buffer) => key.toString('base64');

describe('the attribute cipher (AES-256-GCM)', () => {
  it('round-trips text, with a fresh IV each time and the key id in front', () => {
    const ring = keyringOf([k1]);
    const text = 'National id 784-1990-1234567-1 — هوية';
    const once = encryptText(ring, text);
    const twice = encryptText(ring, text);
    expect(once).not.toBe(twice);
    expect(once.startsWith('enc:k1:')).toBe(true);
    expect(once).not.toContain('784');
    expect(keyIdOf(once)).toBe('k1');
    expect(decryptText(ring, once)).toBe(text);
    expect(decryptText(ring, encryptText(ring, ''))).toBe('');
  });

  it('re-seals a value with the current key, the same plaintext under a fresh IV', () => {
    const old = encryptText(keyringOf([k1]), 'IBAN AE07 0331 2345 6789 0123 456');
    const rotated = keyringOf([k2, k1]);
    const resealed = resealText(rotated, old);
    expect(keyIdOf(resealed)).toBe('k2');
    expect(decryptText(keyringOf([k2]), resealed)).toBe('IBAN AE07 0331 2345 6789 0123 456');
    expect(() => resealText(keyringOf([k2]), old)).toThrow(UnreadableValueError);
  });

  it('detects any change to the stored text', () => {
    const ring = keyringOf([k1]);
    const sealed = encryptText(ring, 'secret');
    const body = sealed.slice('enc:k1:'.length);
    const flipped = `${body.slice(0, -2)}${body.at(-2) === 'A' ? 'B' : 'A'}${body.at(-1)}`;
    expect(() => decryptText(ring, `enc:k1:${flipped}`)).toThrow(UnreadableValueError);
    expect(() => decryptText(ring, 'enc:k1:AAAA')).toThrow(UnreadableValueError);
    expect(() => decryptText(ring, 'secret')).toThrow(UnreadableValueError);
    expect(() => decryptText(ring, 'enc:k1')).toThrow(UnreadableValueError);
  });

  it('refuses a value of another key under the same id, and one of a key that is not configured', () => {
    const sealed = encryptText(keyringOf([k1]), 'secret');
    expect(() => decryptText(keyringOf([{ id: 'k1', key: k2.key }]), sealed)).toThrow(/changed or belongs/);
    expect(() => decryptText(keyringOf([k2]), sealed)).toThrow(/key 'k1', which is not configured/);
  });

  it('rotates: the first key encrypts, the older ones still decrypt', () => {
    const old = encryptText(keyringOf([k1]), 'before');
    const rotated = keyringOf([k2, k1]);
    expect(decryptText(rotated, old)).toBe('before');
    expect(keyIdOf(encryptText(rotated, 'after'))).toBe('k2');
  });
});

describe('ATRIUM_ENCRYPTION_KEY', () => {
  it('reads id:base64 pairs, the first being the one that encrypts', () => {
    const keys = parseKeyList(`k2:${base64(k2.key)}, k1:${base64(k1.key)}`, 'X');
    expect(keys.map((k) => k.id)).toEqual(['k2', 'k1']);
    expect(keys[1]?.key.equals(k1.key)).toBe(true);
  });

  it.each([
    ['no id', base64(k1.key), /must be written id:base64/],
    ['a short key', `k1:${base64(randomBytes(16))}`, /must be 32 random bytes/],
    ['not base64', 'k1:not*base64!', /must be 32 random bytes/],
    ['a repeated id', `k1:${base64(k1.key)},k1:${base64(k2.key)}`, /given twice/],
    ['the development id', `dev:${base64(k1.key)}`, /kept for the development key/],
    ['nothing', ' , ', /names no key/],
  ])('refuses %s, without printing the key', (_name, raw, message) => {
    expect(() => parseKeyList(raw, 'ATRIUM_ENCRYPTION_KEY')).toThrow(message);
    try {
      parseKeyList(raw, 'ATRIUM_ENCRYPTION_KEY');
    } catch (error) {
      expect(String(error)).not.toContain(base64(k1.key));
    }
  });

  it('is required in production and checked at configuration load', () => {
    const production = { NODE_ENV: 'production', OIDC_ISSUER: 'https://id.example.com' };
    expect(() => loadConfig(production)).toThrow(
      /ATRIUM_ENCRYPTION_KEY is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ ...production, ATRIUM_ENCRYPTION_KEY: 'k1:short' })).toThrow(/32 random bytes/);
    const config = loadConfig({ ...production, ATRIUM_ENCRYPTION_KEY: `k1:${base64(k1.key)}` });
    expect(config.encryptionKeys?.map((k) => k.id)).toEqual(['k1']);
    expect(loadConfig({ NODE_ENV: 'test' }).encryptionKeys).toBeUndefined();
  });
});
