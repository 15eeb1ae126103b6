import { type Kysely, sql } from 'kysely';

/** The platform's pages as first installed; a super admin rewrites them in /superadmin/pages. */
const FIRST_PAGES = [
  {
    slug: 'about',
    title: 'About Atrium',
    body: '<p>Atrium is the internal business platform of the group: one sign-in for every module.</p>',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    body: "<p>Atrium keeps the information you enter for the group's business and shows it only to the people your organization allows.</p>",
  },
  {
    slug: 'terms-of-service',
    title: 'Terms of Service',
    body: "<p>Atrium is for the group's employees and its business. Use it as your organization's policies say.</p>",
  },
];

/**
 * Static pages (issue 17 item 4): the platform's own pages (about, privacy policy, terms of service and
 * any other), one row per page and language, English being the fallback. They belong to the platform,
 * not to an organization, so they carry no org_id: every signed-in person reads the same pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('static_pages')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'ar', 'hi', 'ur')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('static_pages_pkey', ['slug', 'locale'])
    .execute();
  await db
    .insertInto('static_pages' as never)
    .values(FIRST_PAGES.map((page) => ({ ...page, locale: 'en' })) as never)
    .execute();
}
