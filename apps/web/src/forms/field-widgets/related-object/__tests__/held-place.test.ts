import { describe, expect, it } from 'vitest';
import { heldPlace, placesOfRefused } from '../held-place';
import { childPayload } from '../related-object-model';

describe('placesOfRefused', () => {
  it('puts a refused row after the nearest row created before it', () => {
    expect(placesOfRefused([201, undefined, 203, undefined])).toEqual([
      undefined,
      { targetId: 201, position: 'after' },
      undefined,
      { targetId: 203, position: 'after' },
    ]);
  });

  it('puts refused rows at the start before the first row created', () => {
    expect(placesOfRefused([undefined, undefined, 205])).toEqual([
      { targetId: 205, position: 'before' },
      { targetId: 205, position: 'before' },
      undefined,
    ]);
  });

  it('gives no place when nothing of the batch was created', () => {
    expect(placesOfRefused([undefined, undefined])).toEqual([undefined, undefined]);
  });
});

describe('a held row’s place', () => {
  it('is read back only when well formed, and never sent to the server', () => {
    const row = {
      id: 'n2',
      full_name: 'Second',
      _failure: 'Taken',
      _place: { targetId: 201, position: 'after' },
    };
    expect(heldPlace(row)).toEqual({ targetId: 201, position: 'after' });
    expect(heldPlace({ id: 'n3', _place: { targetId: '201', position: 'after' } })).toBeUndefined();
    expect(heldPlace({ id: 'n4', _place: { targetId: 201, position: 'inside' } })).toBeUndefined();
    expect(childPayload(row)).toEqual({ full_name: 'Second' });
  });
});
