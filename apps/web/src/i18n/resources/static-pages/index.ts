import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { en, type StaticPagesText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const staticPagesText: Record<Locale, StaticPagesText> = { en, ar, hi, ur };

/** `useTranslation` for the static pages' screens: their strings travel in their chunk. */
export function useStaticPagesTranslation() {
  return useFeatureTranslation('staticPages', staticPagesText);
}
