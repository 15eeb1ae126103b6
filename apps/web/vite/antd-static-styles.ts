import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';

/**
 * The antd components whose styles ship in the static sheet: what the shell and a record's form draw
 * on their first paint. Others keep antd's runtime styles, made the first time they are drawn.
 */
export const STATIC_STYLE_COMPONENTS = [
  'Alert',
  'App',
  'Avatar',
  'Breadcrumb',
  'Button',
  'Checkbox',
  'DatePicker',
  'Dropdown',
  'Empty',
  'Form',
  'Input',
  'InputNumber',
  'Modal',
  'Radio',
  'Select',
  'Skeleton',
  'Space',
  'Spin',
  'Switch',
  'Tabs',
  'Tag',
  'TimePicker',
  'Tooltip',
  'Typography',
] as const;

/**
 * antd's styles for `components` under `theme`, as one plain style sheet that ends with antd's map of
 * the styles it holds, so antd in the browser finds them there and skips building them at run time.
 * Runs in Node, through antd's CommonJS build: the extractor and the ConfigProvider must share one
 * copy of antd and of its style cache.
 */
export function extractAntdStyles(theme: ThemeConfig, components: readonly string[]): string {
  const require = createRequire(import.meta.url);
  const { extractStyle } =
    require('@ant-design/static-style-extract') as typeof import('@ant-design/static-style-extract');
  const { ConfigProvider } = require('antd') as typeof import('antd');
  const { createElement } = require('react') as typeof import('react');
  return extractStyle({
    includes: [...components],
    customTheme: (node) => createElement(ConfigProvider, { theme }, node),
  });
}

/**
 * Ships antd's styles for the first paint as a static, cacheable style sheet linked first in the
 * page's head (decision 0011). Build only: the sheet's class hashes are production ones, and in
 * development antd keeps making its styles at run time.
 */
export function antdStaticStyles(
  theme: ThemeConfig,
  components: readonly string[] = STATIC_STYLE_COMPONENTS,
): Plugin {
  let fileName = '';
  let base = '/';
  return {
    name: 'atrium-antd-static-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      const css = extractAntdStyles(theme, components);
      const hash = createHash('sha256').update(css).digest('hex').slice(0, 10);
      fileName = `assets/antd-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: css });
    },
    transformIndexHtml() {
      return [
        { tag: 'link', attrs: { rel: 'stylesheet', href: `${base}${fileName}` }, injectTo: 'head-prepend' },
      ];
    },
  };
}
