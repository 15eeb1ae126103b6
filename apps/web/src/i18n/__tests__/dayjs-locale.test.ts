import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { setDayjsLocale } from '../dayjs-locale';

describe('setDayjsLocale', () => {
  it('applies the latest choice when an earlier language arrives after it', async () => {
    await Promise.all([setDayjsLocale('ar'), setDayjsLocale('en')]);
    expect(dayjs.locale()).toBe('en');
  });

  it('switches to a language and back to English', async () => {
    await setDayjsLocale('hi');
    expect(dayjs.locale()).toBe('hi');
    expect(dayjs('2026-03-01').format('MMMM')).not.toBe('March');
    await setDayjsLocale('en');
    expect(dayjs('2026-03-01').format('MMMM')).toBe('March');
  });
});
