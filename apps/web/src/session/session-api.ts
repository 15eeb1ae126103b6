import {
  type Locale,
  type LoginAnswer,
  loginAnswerSchema,
  type Organization,
  organizationsAnswerSchema,
  type Profile,
  profileSchema,
  type SsoRequestAnswer,
  ssoRequestAnswerSchema,
} from '@atrium/core';
import { api } from '../app/api-client';

/** The session calls of spec 000 §7, with answers checked against core's contracts. */
export const sessionApi = {
  requestSso: async (locale: Locale, reauthenticate: boolean): Promise<SsoRequestAnswer> =>
    ssoRequestAnswerSchema.parse(await api.post('auth/sso', { locale, reauthenticate })),
  loginWithOpenId: async (token: string): Promise<LoginAnswer> =>
    loginAnswerSchema.parse(await api.post('auth/loginWithOpenId', { token })),
  logout: () => api.post<{ success: boolean; message: string }>('auth/logout'),
  me: async (): Promise<Profile> => profileSchema.parse(await api.get('auth/me')),
  organizations: async (): Promise<Organization[]> =>
    organizationsAnswerSchema.parse(await api.get('auth/getOrganizations')).data,
  switchToOrganization: async (orgid: number): Promise<Profile> =>
    profileSchema.parse(await api.post('auth/switchToOrganization', { orgid })),
  savePreferences: async (locale: Locale): Promise<Profile> =>
    profileSchema.parse(await api.put('user/preferences', { locale })),
};

export const LOGOUT_PATH = 'auth/logout';
