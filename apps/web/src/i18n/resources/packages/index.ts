import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { en, type PackagesText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const packagesText: Record<Locale, PackagesText> = { en, ar, hi, ur };

/** `useTranslation` for the packages screen: its strings travel in its chunk (registerFeatureText). */
export function usePackagesTranslation() {
  return useFeatureTranslation('packages', packagesText);
}
