import { LOCALES, MODULES } from '@atrium/core';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, switchLanguage } from '../i18n';
import { loadTranslation } from '../resources';
import { administrationText } from '../resources/administration';
import { conversionText } from '../resources/conversion';
import { creatorText } from '../resources/creator';
import { designerText } from '../resources/designer';
import { en } from '../resources/en';
import { packagesText } from '../resources/packages';
import { reportsText } from '../resources/reports';
import { ruleEditorText } from '../resources/rule-editor';
import { staticPagesText } from '../resources/static-pages';
import { templatesText } from '../resources/templates';
import { workflowText } from '../resources/workflow';

function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('translations', () => {
  it('starts with English only and fetches another language when it is chosen', async () => {
    initI18n('en');
    expect(i18next.hasResourceBundle('hi', 'translation')).toBe(false);
    await switchLanguage('hi');
    expect(i18next.language).toBe('hi');
    expect(i18next.t('common.language')).toBe((await loadTranslation('hi')).common.language);
    await switchLanguage('en');
  });

  const source = flatten(en);

  it.each(LOCALES)('%s has exactly the English keys, none empty, same placeholders', async (locale) => {
    const target = flatten(await loadTranslation(locale));
    expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, value] of target) {
      expect(typeof value, key).toBe('string');
      expect(String(value).trim(), key).not.toBe('');
      expect(placeholders(String(value)), key).toEqual(placeholders(String(source.get(key))));
    }
  });

  // Strings that travel in their feature's chunk (registerFeatureText) are held to the same rule.
  // (The designer's are checked with its registration in workflow-designer-text.test.ts.)
  const features = {
    workflow: workflowText,
    reports: reportsText,
    staticPages: staticPagesText,
    conversion: conversionText,
    packages: packagesText,
    templates: templatesText,
    designer: designerText,
    creator: creatorText,
    ruleEditor: ruleEditorText,
    administration: administrationText,
  };
  it.each(Object.keys(features))('%s: each language has exactly the English keys, none empty', (feature) => {
    const texts = features[feature as keyof typeof features];
    const english = flatten(texts.en);
    for (const locale of LOCALES) {
      const target = flatten(texts[locale]);
      expect([...target.keys()].sort(), locale).toEqual([...english.keys()].sort());
      for (const [key, value] of target) {
        expect(String(value).trim(), `${locale} ${key}`).not.toBe('');
        expect(placeholders(String(value)), `${locale} ${key}`).toEqual(
          placeholders(String(english.get(key))),
        );
      }
    }
  });

  it('names every module and navigation entry of the registry', () => {
    initI18n('en');
    for (const module of MODULES) {
      expect(i18next.exists(`modules.${module.key}`), module.key).toBe(true);
      for (const entry of module.navigation) {
        expect(i18next.exists(`nav.${entry.key}`), entry.key).toBe(true);
      }
    }
  });

  it('resolves dotted navigation keys, including ones that prefix others', async () => {
    initI18n('en');
    expect(i18next.t('nav.hcm.talents')).toBe('Talents');
    expect(i18next.t('nav.hcm.talents.requests')).toBe('Talent Requests');
    await switchLanguage('ar');
    expect(i18next.t('nav.crm.accounts')).toBe('الحسابات');
    expect(i18next.t('outlook.signingIn')).toContain('Atrium');
    await switchLanguage('en');
  });
});
