import { describe, expect, it } from 'vitest';
import { optionIssueErrors, optionIssues } from '../field-option-checks';

describe('translated labels in attribute options (issue 14.6)', () => {
  it('takes a label and choice names in Arabic, Hindi and Urdu', () => {
    expect(
      optionIssues('singleSelect', {
        translations: { ar: { label: 'القطاع' }, hi: { label: 'उद्योग' } },
        items: [{ value: 'retail', name: 'Retail', translations: { ur: { name: 'پرچون' } } }, { value: 'x' }],
      }),
    ).toEqual([]);
    expect(
      optionIssues('statusBreadcrumb', {
        statuses: [{ id: 'new', label: 'New', translations: { ar: { name: 'جديد' } } }],
      }),
    ).toEqual([]);
  });

  it.each([
    ['a language Atrium does not ship', { translations: { fr: { label: 'Industrie' } } }, 'translations'],
    ['English', { translations: { en: { label: 'Industry' } } }, 'translations'],
    ['a key other than label', { translations: { ar: { name: 'القطاع' } } }, 'translations'],
    ['an empty label', { translations: { hi: { label: '  ' } } }, 'translations.hi.label'],
    ['a label that is not text', { translations: { hi: { label: 3 } } }, 'translations.hi.label'],
    [
      'a label over 200 characters',
      { translations: { ur: { label: 'ا'.repeat(201) } } },
      'translations.ur.label',
    ],
    ['a list', { translations: ['القطاع'] }, 'translations'],
    [
      'a choice translated under the wrong key',
      { items: [{ value: 'retail', name: 'Retail', translations: { ar: { label: 'التجزئة' } } }] },
      'items.0.translations',
    ],
  ])('refuses %s, saying where', (_what, options, path) => {
    const issues = optionIssues('singleSelect', options);
    expect(issues).toEqual([expect.objectContaining({ path, code: 'badTranslation' })]);
    expect(optionIssueErrors(issues)[`options.${path}`]?.[0]).toMatch(
      /^The option .* must give only ar, hi or ur/,
    );
  });
});
