import { describe, expect, it } from 'vitest';
import { ssoRequestAnswerSchema } from '../session.contract';
import { parseSsoRequestAnswer } from '../sso.contract';

const accepted = (parse: () => unknown) => {
  try {
    return parse() !== undefined;
  } catch {
    return false;
  }
};

describe('the sign-in page check of the auth/sso answer', () => {
  const answers: unknown[] = [
    { url: 'https://idp.example/authorize?x=1', state: 's' },
    { url: '', state: '' },
    { url: 'https://idp.example', state: 's', extra: true },
    { url: 'https://idp.example' },
    { url: 1, state: 's' },
    { url: 'u', state: null },
    null,
    'https://idp.example',
    [],
  ];

  it('accepts and refuses exactly what the server schema does', () => {
    for (const answer of answers) {
      expect(
        accepted(() => parseSsoRequestAnswer(answer)),
        JSON.stringify(answer),
      ).toBe(ssoRequestAnswerSchema.safeParse(answer).success);
    }
  });

  it('keeps only the url and state, and says plainly when the answer is wrong', () => {
    expect(parseSsoRequestAnswer({ url: 'u', state: 's', extra: 1 })).toEqual({ url: 'u', state: 's' });
    expect(() => parseSsoRequestAnswer({ url: 'u' })).toThrow(/does not understand/);
  });
});
