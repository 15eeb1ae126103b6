import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales';
import { z } from './zod';

/** The platform pages the user zone's sidebar links to; others may be added beside them. */
export const PLATFORM_PAGE_SLUGS = ['about', 'privacy-policy', 'terms-of-service'] as const;

/** A page's address under /userzone/pages/: lowercase words joined by hyphens. */
export const STATIC_PAGE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const staticPageSlugSchema = z
  .string()
  .max(60, 'A page address has at most 60 characters.')
  .regex(STATIC_PAGE_SLUG_PATTERN, 'A page address is lowercase letters and digits joined by hyphens.');

/** The body is rich text (HTML from the editor), cleaned by the server before it is kept. */
const pageText = z.strictObject({
  title: z.string().trim().min(1, 'The title is required.').max(200),
  body: z.string().max(200_000, 'The page is too long (at most 200,000 characters).'),
});

/** What a super admin saves: English is required (it is the fallback), the other languages optional. */
export const staticPageInputSchema = z.strictObject({
  translations: z.strictObject(
    Object.fromEntries(
      LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? pageText : pageText.optional()]),
    ) as { en: typeof pageText } & Record<Exclude<Locale, 'en'>, z.ZodOptional<typeof pageText>>,
    { error: 'translations holds en (required), ar, hi and ur.' },
  ),
});
export type StaticPageInput = z.infer<typeof staticPageInputSchema>;

/** A page as a reader sees it: in their language, or English when it has none. */
export const staticPageSchema = z.object({
  slug: z.string(),
  locale: z.enum(LOCALES),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** A page with every language it has, for the editor. */
export const staticPageTranslationsSchema = z.object({
  slug: z.string(),
  translations: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
  updated_at: z.string(),
});
export type StaticPageTranslations = z.infer<typeof staticPageTranslationsSchema>;

export const staticPageListSchema = z.object({
  data: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      locales: z.array(z.enum(LOCALES)),
      updated_at: z.string(),
    }),
  ),
});
export type StaticPageList = z.infer<typeof staticPageListSchema>;
