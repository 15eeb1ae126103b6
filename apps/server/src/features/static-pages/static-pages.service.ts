import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALES,
  type Locale,
  type StaticPage,
  type StaticPageInput,
  type StaticPageList,
  type StaticPageTranslations,
} from '@atrium/core';
import type { AuthContext } from '../../platform/auth/request-context';
import type { Db } from '../../platform/db/database';
import { inTransaction } from '../../platform/db/transaction';
import { AppError } from '../../platform/errors/app-error';
import { sanitizeRichText } from '../records/rich-text-sanitizer';

/** Who may write the platform's pages (spec 000 §6, Super Admin navigation). */
export const STATIC_PAGES_PERMISSION = 'superadmin:edit-static-pages';

async function rowsOf(db: Db, slug?: string) {
  let query = db.selectFrom('static_pages').selectAll();
  if (slug !== undefined) query = query.where('slug', '=', slug);
  return query.orderBy('slug').execute();
}

const notFound = (slug: string) => new AppError('NOT_FOUND', `There is no page '${slug}'.`);

/** A page in the reader's language, else in English (every page has English). */
export async function readPage(db: Db, slug: string, locale: Locale): Promise<StaticPage> {
  const rows = await rowsOf(db, slug);
  const row =
    rows.find((candidate) => candidate.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
  if (!row) throw notFound(slug);
  return {
    slug,
    locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
    title: row.title,
    body: row.body,
    updated_at: row.updated_at.toISOString(),
  };
}

/** Every page, titled in the reader's language (English when it has none), with its languages. */
export async function listPages(db: Db, locale: Locale): Promise<StaticPageList['data']> {
  const bySlug = new Map<string, Awaited<ReturnType<typeof rowsOf>>>();
  for (const row of await rowsOf(db)) bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);
  return [...bySlug].flatMap(([slug, rows]) => {
    const shown = rows.find((r) => r.locale === locale) ?? rows.find((r) => r.locale === DEFAULT_LOCALE);
    if (!shown) return [];
    const latest = rows.reduce((a, b) => (a.updated_at > b.updated_at ? a : b));
    return [
      {
        slug,
        title: shown.title,
        locales: LOCALES.filter((l) => rows.some((r) => r.locale === l)),
        updated_at: latest.updated_at.toISOString(),
      },
    ];
  });
}

/** A page with all its languages, for the editor. */
export async function pageTranslations(db: Db, slug: string): Promise<StaticPageTranslations> {
  const rows = await rowsOf(db, slug);
  if (rows.length === 0) throw notFound(slug);
  return {
    slug,
    translations: Object.fromEntries(rows.map((row) => [row.locale, { title: row.title, body: row.body }])),
    updated_at: rows.reduce((a, b) => (a.updated_at > b.updated_at ? a : b)).updated_at.toISOString(),
  };
}

/**
 * Creates or replaces a page: each language given is kept with its body cleaned of what the rich-text
 * policy does not allow, a language left out is removed (readers then get English). English cannot be
 * empty once cleaned, as it is every reader's fallback.
 */
export async function savePage(
  db: Db,
  auth: AuthContext,
  slug: string,
  input: StaticPageInput,
): Promise<StaticPageTranslations> {
  const given = LOCALES.flatMap((locale) => {
    const text = input.translations[locale];
    return text ? [{ locale, title: text.title, body: sanitizeRichText(text.body) }] : [];
  });
  const english = given.find((text) => text.locale === DEFAULT_LOCALE);
  if (!english || english.body.replace(/<[^>]*>/g, '').trim() === '')
    throw new AppError(
      'UNPROCESSABLE',
      'The English page may not be empty: it is shown when a language has none.',
      {
        'translations.en.body': ['Write the English page; it is shown when a language has none.'],
      },
    );
  await inTransaction(db, async (tx) => {
    await tx
      .deleteFrom('static_pages')
      .where('slug', '=', slug)
      .where(
        'locale',
        'not in',
        given.map((text) => text.locale),
      )
      .execute();
    for (const text of given) {
      const row = { title: text.title, body: text.body, updated_by: auth.user.id, updated_at: new Date() };
      await tx
        .insertInto('static_pages')
        .values({ slug, locale: text.locale, ...row })
        .onConflict((oc) => oc.columns(['slug', 'locale']).doUpdateSet(row))
        .execute();
    }
  });
  return pageTranslations(db, slug);
}

export async function deletePage(db: Db, slug: string): Promise<void> {
  const removed = await db.deleteFrom('static_pages').where('slug', '=', slug).executeTakeFirst();
  if (removed.numDeletedRows === 0n) throw notFound(slug);
}
