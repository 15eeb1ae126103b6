import type { Locale } from '@atrium/core';
import i18next, { type i18n } from 'i18next';
import { registerFeatureText } from '../../feature-text';
import { ar } from './ar';
import { en, type WorkflowDesignerText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** The workflow designer's text in every locale, one file each; English is the source of the keys. */
export const workflowDesignerText: Record<Locale, WorkflowDesignerText> = { en, ar, hi, ur };

/** The designer's strings, under `workflowDesigner`, in its own chunk (see registerFeatureText). */
export function registerWorkflowDesignerText(instance: i18n = i18next): void {
  registerFeatureText('workflowDesigner', workflowDesignerText, instance);
}
