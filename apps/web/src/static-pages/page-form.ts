import { LOCALES, type Locale, STATIC_PAGE_SLUG_PATTERN, type StaticPageInput } from '@atrium/core';

/** The editor's state: per language a title and a body, empty when the language is not written. */
export type PageDraft = Record<Locale, { title: string; body: string }>;

export function emptyDraft(): PageDraft {
  return Object.fromEntries(LOCALES.map((locale) => [locale, { title: '', body: '' }])) as PageDraft;
}

export function draftOf(
  translations: Record<string, { title: string; body: string } | undefined>,
): PageDraft {
  const draft = emptyDraft();
  for (const locale of LOCALES) {
    const text = translations[locale];
    if (text) draft[locale] = { title: text.title, body: text.body };
  }
  return draft;
}

/** Rich text that holds no words (an empty paragraph) counts as not written. */
const written = (html: string) => html.replace(/<[^>]*>/g, '').trim() !== '';

/**
 * What is saved: English always, another language only when it has a title or a body (then both
 * are sent, so the server names what is missing); a language left empty falls back to English.
 */
export function pageInputOf(draft: PageDraft): StaticPageInput {
  const translations: Record<string, { title: string; body: string }> = {};
  for (const locale of LOCALES) {
    const { title, body } = draft[locale];
    if (locale === 'en' || title.trim() !== '' || written(body))
      translations[locale] = { title: title.trim(), body };
  }
  return { translations } as StaticPageInput;
}

export const isPageSlug = (slug: string) => slug.length <= 60 && STATIC_PAGE_SLUG_PATTERN.test(slug);
