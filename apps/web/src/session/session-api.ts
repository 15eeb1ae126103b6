import {
  type Locale,
  type LoginAnswer,
  type Organization,
  type Profile,
  parseSsoRequestAnswer,
  type SsoRequestAnswer,
} from '@atrium/core';
import { api } from '../app/api-client';

/** The schemas, fetched with the first call (a chunk of their own, see session-contracts.ts). */
const contracts = () => import('./session-contracts');

/** The session calls of spec 000 §7, with answers checked against core's contracts. */
export const sessionApi = {
  // The sign-in page's one call, checked without zod (sso.contract.ts in core).
  requestSso: async (locale: Locale, reauthenticate: boolean): Promise<SsoRequestAnswer> =>
    parseSsoRequestAnswer(await api.post('auth/sso', { locale, reauthenticate })),
  loginWithOpenId: async (token: string): Promise<LoginAnswer> => {
    const [answer, { loginAnswerSchema }] = await Promise.all([
      api.post('auth/loginWithOpenId', { token }),
      contracts(),
    ]);
    return loginAnswerSchema.parse(answer);
  },
  logout: () => api.post<{ success: boolean; message: string }>('auth/logout'),
  me: async (): Promise<Profile> => {
    const [answer, { profileSchema }] = await Promise.all([api.get('auth/me'), contracts()]);
    return profileSchema.parse(answer);
  },
  organizations: async (): Promise<Organization[]> => {
    const [answer, { organizationsAnswerSchema }] = await Promise.all([
      api.get('auth/getOrganizations'),
      contracts(),
    ]);
    return organizationsAnswerSchema.parse(answer).data;
  },
  switchToOrganization: async (orgid: number): Promise<Profile> => {
    const [answer, { profileSchema }] = await Promise.all([
      api.post('auth/switchToOrganization', { orgid }),
      contracts(),
    ]);
    return profileSchema.parse(answer);
  },
  savePreferences: async (locale: Locale): Promise<Profile> => {
    const [answer, { profileSchema }] = await Promise.all([
      api.put('user/preferences', { locale }),
      contracts(),
    ]);
    return profileSchema.parse(answer);
  },
};

export const LOGOUT_PATH = 'auth/logout';
