/** What the identity provider puts in the /checklogin fragment (`#id_token=…&state=…` or `#error=…`). */
export interface LoginFragment {
  idToken: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
}

export function parseLoginFragment(hash: string): LoginFragment {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const value = (name: string) => params.get(name) || null;
  return {
    idToken: value('id_token'),
    state: value('state'),
    error: value('error'),
    errorDescription: value('error_description'),
  };
}

/**
 * The `state` returned must be the one this browser sent. Token-only flows (Outlook) carry none and are
 * accepted only when no sign-in was started from this browser session.
 */
export function isStateAccepted(returned: string | null, expected: string | null): boolean {
  if (returned === null) return expected === null;
  return returned === expected;
}
