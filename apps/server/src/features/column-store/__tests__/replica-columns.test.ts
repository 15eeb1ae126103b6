import { describe, expect, it } from 'vitest';
import { decimalFits, decimalType } from '../replica-columns';

describe('decimal columns of the column store', () => {
  it('are 64-bit while the widest value leaves three digits to spare, else 128-bit', () => {
    expect(decimalType(3, 2)).toBe('DECIMAL(18,2)');
    expect(decimalType(13, 2)).toBe('DECIMAL(18,2)');
    expect(decimalType(14, 2)).toBe('DECIMAL(38,2)');
    expect(decimalType(5, 10)).toBe('DECIMAL(18,10)');
    expect(decimalType(1, 0)).toBe('DECIMAL(18,0)');
  });

  it('take a value only when neither its whole digits nor its places would be rounded', () => {
    expect(decimalFits('DECIMAL(18,2)', '-12.50')).toBe(true);
    expect(decimalFits('DECIMAL(18,2)', '0.5000')).toBe(true);
    expect(decimalFits('DECIMAL(18,2)', '12.505')).toBe(false);
    expect(decimalFits('DECIMAL(18,2)', '9999999999999999.99')).toBe(true);
    expect(decimalFits('DECIMAL(18,2)', '12345678901234567.25')).toBe(false);
    expect(decimalFits('DECIMAL(18,0)', '-0')).toBe(true);
    expect(decimalFits('DOUBLE', '1e300')).toBe(true);
  });
});
