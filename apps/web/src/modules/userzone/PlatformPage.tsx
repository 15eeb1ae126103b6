import { PRODUCT_NAME } from '@atrium/core';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { usePageTitle } from '../../shell/usePageTitle';

const PAGES = {
  about: { title: 'platformPages.aboutTitle', body: 'platformPages.aboutBody' },
  'privacy-policy': { title: 'platformPages.privacyTitle', body: 'platformPages.privacyBody' },
  'terms-of-service': { title: 'platformPages.termsTitle', body: 'platformPages.termsBody' },
} as const;

type PlatformPageKey = keyof typeof PAGES;

const isPlatformPage = (value: string | undefined): value is PlatformPageKey =>
  value !== undefined && Object.hasOwn(PAGES, value);

/** The platform's static pages under /userzone/pages/: about, privacy policy, terms of service. */
export function PlatformPage() {
  const { page } = useParams();
  if (!isPlatformPage(page)) return <Navigate to="/404" replace />;
  return <PlatformPageContent page={page} />;
}

function PlatformPageContent({ page }: { page: PlatformPageKey }) {
  const { t } = useTranslation();
  const title = t(PAGES[page].title, { product: PRODUCT_NAME });
  usePageTitle(title);
  return (
    <article className="atrium-page atrium-page--text">
      <Typography.Title level={1}>{title}</Typography.Title>
      <Typography.Paragraph>{t(PAGES[page].body, { product: PRODUCT_NAME })}</Typography.Paragraph>
    </article>
  );
}
