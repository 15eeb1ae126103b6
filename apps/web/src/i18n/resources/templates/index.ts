import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { en, type TemplatesText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const templatesText: Record<Locale, TemplatesText> = { en, ar, hi, ur };

/** `useTranslation` for the templates screens and printing: strings travel in their chunk (registerFeatureText). */
export function useTemplatesTranslation() {
  return useFeatureTranslation('templates', templatesText);
}
