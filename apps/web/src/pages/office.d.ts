/** The slice of the Office add-in API (office.js) that /outlook-login uses. */
interface OfficeAuthApi {
  getAccessToken(options?: {
    allowSignInPrompt?: boolean;
    allowConsentPrompt?: boolean;
    forMSGraphAccess?: boolean;
  }): Promise<string>;
}

interface Window {
  Office?: { auth?: OfficeAuthApi };
}
