import type { Locale } from '@atrium/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { useEffect, useState } from 'react';

/**
 * Ant Design's locale for each of ours (date pickers, pagination, empty states…), fetched when chosen.
 * From `antd/es`, as its components import them: `antd/locale/…` is the CommonJS copy, a second one.
 */
const LOADERS: Record<Exclude<Locale, 'en'>, () => Promise<AntdLocale>> = {
  ar: () => import('antd/es/locale/ar_EG').then((module) => module.default),
  hi: () => import('antd/es/locale/hi_IN').then((module) => module.default),
  ur: () => import('antd/es/locale/ur_PK').then((module) => module.default),
};

/** English at once; another language's Ant Design strings once their chunk has arrived. */
export function useAntdLocale(locale: Locale): AntdLocale {
  const [loaded, setLoaded] = useState<{ locale: Locale; antd: AntdLocale }>({ locale: 'en', antd: enUS });
  useEffect(() => {
    if (locale === 'en') return;
    let current = true;
    void LOADERS[locale]().then((antd) => {
      if (current) setLoaded({ locale, antd });
    });
    return () => {
      current = false;
    };
  }, [locale]);
  return locale === loaded.locale ? loaded.antd : enUS;
}
