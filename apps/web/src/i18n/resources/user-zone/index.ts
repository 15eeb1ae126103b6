import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { en, type UserZoneText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** My Activities' and My Notifications' text in every locale; English is the source of the keys. */
export const userZoneText: Record<Locale, UserZoneText> = { en, ar, hi, ur };

/** `useTranslation` for the user zone's activity and notification screens and the bell. */
export function useUserZoneTranslation() {
  return useFeatureTranslation('userZone', userZoneText);
}
