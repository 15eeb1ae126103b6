/** Where to send the browser to sign in, and the `state` it must see again on /checklogin. */
export interface SsoRequestAnswer {
  url: string;
  state: string;
}

/**
 * The sign-in page's check of the POST auth/sso answer, the one call made before anyone has signed in.
 * It is written without zod: zod is 15–26 KiB gzip, and the page's whole budget is 200 KiB (issue 20).
 * The server's response schema (`ssoRequestAnswerSchema`, session.contract.ts) is typed against the
 * same interface, and a unit test holds both to the same answers.
 */
export function parseSsoRequestAnswer(value: unknown): SsoRequestAnswer {
  if (typeof value === 'object' && value !== null) {
    const { url, state } = value as Record<string, unknown>;
    if (typeof url === 'string' && typeof state === 'string') return { url, state };
  }
  throw new Error('The sign-in service answered in a form this page does not understand.');
}
