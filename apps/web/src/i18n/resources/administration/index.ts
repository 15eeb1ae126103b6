import type { Locale } from '@atrium/core';
import { ar } from './ar';
import { type AdministrationText, en } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** This feature's text in every locale, one file each; English is the source of the keys. */
export const administrationText: Record<Locale, AdministrationText> = { en, ar, hi, ur };
