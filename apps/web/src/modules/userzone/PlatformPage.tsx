import { isLocale, type Locale, STATIC_PAGE_SLUG_PATTERN } from '@atrium/core';
import { Alert, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Navigate, useParams } from 'react-router';
import { errorMessage, isApiError } from '../../app/api-error';
import { sanitizeRichText } from '../../forms/field-widgets/rich-text/rich-text-html';
import '../../forms/field-widgets/rich-text/rich-text.css';
import { useStaticPagesTranslation } from '../../i18n/resources/static-pages';
import { usePageTitle } from '../../shell/usePageTitle';
import { usePage } from '../../static-pages/pages-api';

/** The platform's static pages under /userzone/pages/ (about, privacy policy, …), as a super admin wrote them. */
export function PlatformPage() {
  const { page } = useParams();
  if (page === undefined || !STATIC_PAGE_SLUG_PATTERN.test(page)) return <Navigate to="/404" replace />;
  return <PlatformPageContent slug={page} />;
}

function PlatformPageContent({ slug }: { slug: string }) {
  const { t, i18n } = useStaticPagesTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  const page = usePage(slug, locale);
  usePageTitle(page.data?.title ?? '');
  // The server cleaned it when it was saved; cleaned again here, as every rich text the app shows.
  const html = useMemo(() => sanitizeRichText(page.data?.body ?? ''), [page.data?.body]);
  if (page.isPending) return <Skeleton active />;
  if (page.error) {
    const missing = isApiError(page.error) && page.error.statusCode === 404;
    return (
      <Alert
        type={missing ? 'warning' : 'error'}
        showIcon
        title={missing ? t('staticPages.notFound') : errorMessage(page.error)}
      />
    );
  }
  const fallback = page.data.locale !== locale;
  return (
    <article
      className="atrium-page atrium-page--text"
      lang={page.data.locale}
      dir={page.data.locale === 'ar' || page.data.locale === 'ur' ? 'rtl' : undefined}
    >
      {fallback ? <Alert type="info" showIcon title={t('staticPages.inEnglish')} /> : null}
      <Typography.Title level={1}>{page.data.title}</Typography.Title>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above to the editor's own elements. */}
      <div className="atrium-rich-text-display" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
