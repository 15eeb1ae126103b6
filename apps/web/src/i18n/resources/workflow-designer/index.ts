import type { Locale } from '@atrium/core';
import { ar } from './ar';
import { en, type WorkflowDesignerText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** The workflow designer's text in every locale, one file each; English is the source of the keys. */
export const workflowDesignerText: Record<Locale, WorkflowDesignerText> = { en, ar, hi, ur };
