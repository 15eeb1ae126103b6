import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { type ConversionText, en } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const conversionText: Record<Locale, ConversionText> = { en, ar, hi, ur };

/** `useTranslation` for the conversion screens: their strings travel in their chunk. */
export function useConversionTranslation() {
  return useFeatureTranslation('conversion', conversionText);
}
