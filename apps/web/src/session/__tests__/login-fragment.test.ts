import { describe, expect, it } from 'vitest';
import { isStateAccepted, parseLoginFragment } from '../login-fragment';

describe('login fragment', () => {
  it('reads the id token and state', () => {
    expect(parseLoginFragment('#id_token=a.b.c&state=xyz')).toEqual({
      idToken: 'a.b.c',
      state: 'xyz',
      error: null,
      errorDescription: null,
    });
  });

  it('reads a provider error', () => {
    const fragment = parseLoginFragment('#error=access_denied&error_description=User%20cancelled');
    expect(fragment).toMatchObject({
      idToken: null,
      error: 'access_denied',
      errorDescription: 'User cancelled',
    });
  });

  it('accepts a state only when it is the one this browser sent', () => {
    expect(isStateAccepted('abc', 'abc')).toBe(true);
    expect(isStateAccepted('abc', 'other')).toBe(false);
    expect(isStateAccepted('abc', null)).toBe(false);
    expect(isStateAccepted(null, 'abc')).toBe(false);
    expect(isStateAccepted(null, null)).toBe(true);
  });
});
