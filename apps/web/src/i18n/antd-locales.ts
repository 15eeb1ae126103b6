import type { Locale } from '@atrium/core';
import type { Locale as AntdLocale } from 'antd/es/locale';
import arEG from 'antd/locale/ar_EG';
import enUS from 'antd/locale/en_US';
import hiIN from 'antd/locale/hi_IN';
import urPK from 'antd/locale/ur_PK';

/** Ant Design's locale for each of ours (date pickers, pagination, empty states…). */
export const ANTD_LOCALES: Record<Locale, AntdLocale> = { en: enUS, ar: arEG, hi: hiIN, ur: urPK };
