import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../feature-text';
import { ar } from './ar';
import { type BoardText, en } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** The board view's text in every locale, one file each; English is the source of the keys. */
export const boardText: Record<Locale, BoardText> = { en, ar, hi, ur };

/** `useTranslation` for the board view: its strings travel in its chunk. */
export function useBoardTranslation() {
  return useFeatureTranslation('board', boardText);
}
