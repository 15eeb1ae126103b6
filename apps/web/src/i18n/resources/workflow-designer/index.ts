import { isLocale, LOCALES, type Locale } from '@atrium/core';
import i18next, { type i18n } from 'i18next';
import { ar } from './ar';
import { en, type WorkflowDesignerText } from './en';
import { hi } from './hi';
import { ur } from './ur';

/** The workflow designer's text in every locale, one file each; English is the source of the keys. */
export const workflowDesignerText: Record<Locale, WorkflowDesignerText> = { en, ar, hi, ur };

/**
 * Adds the designer's strings, under `workflowDesigner`, to every language loaded now and to each one
 * loaded later. They travel in the designer's own chunk, not in the languages' bundles: the sign-in
 * page, which carries English, stays within its budget. A language not loaded yet gets no bundle
 * here, so it is still fetched whole when chosen.
 */
export function registerWorkflowDesignerText(instance: i18n = i18next): void {
  const add = (language: string) => {
    if (!isLocale(language) || !instance.hasResourceBundle(language, 'translation')) return;
    if (instance.getResource(language, 'translation', 'workflowDesigner') !== undefined) return;
    instance.addResourceBundle(
      language,
      'translation',
      { workflowDesigner: workflowDesignerText[language] },
      true,
      true,
    );
  };
  for (const language of LOCALES) add(language);
  if (registered.has(instance)) return;
  registered.add(instance);
  instance.store.on('added', (language: string, namespace: string) => {
    if (namespace === 'translation') add(language);
  });
}

const registered = new WeakSet<i18n>();
