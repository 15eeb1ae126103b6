import { isRtl } from '@atrium/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { useAntdLocale } from '../i18n/antd-locales';
import { useDocumentLocale } from '../i18n/useDocumentLocale';
import { useSession } from '../session/useSession';
import { queryClient } from './query-client';
import { THEME } from './theme';

/** Server-state cache, Ant Design (locale, direction, theme) and the document's language. */
export function AppProviders({ children }: { children: ReactNode }) {
  const { locale } = useSession();
  useDocumentLocale(locale);
  const antdLocale = useAntdLocale(locale);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider direction={isRtl(locale) ? 'rtl' : 'ltr'} locale={antdLocale} theme={THEME}>
        {children}
      </ConfigProvider>
    </QueryClientProvider>
  );
}
