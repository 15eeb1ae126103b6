import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { registerWorkflowDesignerText, workflowDesignerText } from '../../i18n/resources/workflow-designer';

describe('the workflow designer’s strings', () => {
  it('join the languages loaded now and later, without making a language look loaded', async () => {
    const instance = i18next.createInstance();
    await instance.init({
      lng: 'en',
      resources: { en: { translation: { common: { retry: 'Try again' } } } },
    });
    registerWorkflowDesignerText(instance);
    expect(instance.t('workflowDesigner.actions.publish')).toBe('Publish');
    expect(instance.t('common.retry')).toBe('Try again');
    // Arabic is not loaded: it must still be fetched whole when chosen.
    expect(instance.hasResourceBundle('ar', 'translation')).toBe(false);
    instance.addResourceBundle('ar', 'translation', { common: { retry: 'حاول مرة أخرى' } });
    await instance.changeLanguage('ar');
    expect(instance.t('workflowDesigner.actions.publish')).toBe('نشر');
    expect(instance.t('common.retry')).toBe('حاول مرة أخرى');
  });

  it.each(['ar', 'hi', 'ur'] as const)(
    '%s has every English key, none empty, with the same placeholders',
    (locale) => {
      const flat = (value: unknown, prefix = ''): [string, string][] =>
        typeof value === 'object' && value !== null
          ? Object.entries(value).flatMap(([key, child]) => flat(child, prefix ? `${prefix}.${key}` : key))
          : [[prefix, String(value)]];
      const holes = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
      const english = new Map(flat(workflowDesignerText.en));
      const translated = flat(workflowDesignerText[locale]);
      expect(translated.map(([key]) => key).sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), key).not.toBe('');
        expect(holes(text), key).toEqual(holes(english.get(key) ?? ''));
      }
    },
  );
});
