import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { en, type ServiceDeskText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const serviceDeskText: Record<Locale, ServiceDeskText> = { en, ar, hi, ur };

/** `useTranslation` for the service desk's screens: its strings travel in its chunk (registerFeatureText). */
export function useServiceDeskTranslation() {
  return useFeatureTranslation('servicedesk', serviceDeskText);
}
