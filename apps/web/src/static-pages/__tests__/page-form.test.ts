import { describe, expect, it } from 'vitest';
import { draftOf, emptyDraft, isPageSlug, pageInputOf } from '../page-form';

describe('the static page editor', () => {
  it('sends English always and another language only when it is written', () => {
    const draft = emptyDraft();
    draft.en = { title: ' Privacy ', body: '<p>We keep little.</p>' };
    draft.ar = { title: '', body: '<p></p>' };
    draft.hi = { title: 'गोपनीयता', body: '' };
    expect(pageInputOf(draft)).toEqual({
      translations: {
        en: { title: 'Privacy', body: '<p>We keep little.</p>' },
        hi: { title: 'गोपनीयता', body: '' },
      },
    });
  });

  it('reads saved translations into the draft, empty for the languages not written', () => {
    const draft = draftOf({
      en: { title: 'About', body: '<p>x</p>' },
      ur: { title: 'ہمارے بارے میں', body: '<p>y</p>' },
    });
    expect(draft.ar).toEqual({ title: '', body: '' });
    expect(draft.ur.title).toBe('ہمارے بارے میں');
  });

  it('accepts page addresses of lowercase words joined by hyphens only', () => {
    expect(isPageSlug('privacy-policy')).toBe(true);
    expect(isPageSlug('cookie-notice-2')).toBe(true);
    for (const bad of ['', 'Privacy', 'a--b', '-a', 'a/b', '../etc', 'x'.repeat(61)])
      expect(isPageSlug(bad)).toBe(false);
  });
});
