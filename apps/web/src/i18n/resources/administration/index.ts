import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { type AdministrationText, en } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const administrationText: Record<Locale, AdministrationText> = { en, ar, hi, ur };

/** `useTranslation` for this feature's screens: its strings travel in its chunk (registerFeatureText). */
export function useAdministrationTranslation() {
  return useFeatureTranslation('administration', administrationText);
}
