import type { Locale } from '@atrium/core';
import { ar } from './ar';
import { en, type ReportsText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const reportsText: Record<Locale, ReportsText> = { en, ar, hi, ur };
