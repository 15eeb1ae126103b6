import type { Locale } from '@atrium/core';
import { ar } from './ar';
import { en, type TranslationResource } from './en';
import { hi } from './hi';
import { ur } from './ur';

export const RESOURCES: Record<Locale, TranslationResource> = { en, ar, hi, ur };
