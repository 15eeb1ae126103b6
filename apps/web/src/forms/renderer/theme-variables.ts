import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/**
 * The antd theme values that the form's own CSS draws with (labels, messages, and the shells standing
 * in for widgets), as the `--ant-*` variables antd itself uses. antd sets those only on its own
 * components, so the form sets them on its root, from the theme in force: shells then wear the app's
 * colours, not antd's defaults.
 */
export function themeVariables(token: GlobalToken): CSSProperties {
  return {
    '--ant-color-primary': token.colorPrimary,
    '--ant-color-text': token.colorText,
    '--ant-color-text-secondary': token.colorTextSecondary,
    '--ant-color-text-quaternary': token.colorTextQuaternary,
    '--ant-color-text-placeholder': token.colorTextPlaceholder,
    '--ant-color-text-disabled': token.colorTextDisabled,
    '--ant-color-bg-container': token.colorBgContainer,
    '--ant-color-bg-container-disabled': token.colorBgContainerDisabled,
    '--ant-color-border': token.colorBorder,
    '--ant-color-error': token.colorError,
    '--ant-color-warning': token.colorWarning,
    '--ant-border-radius': `${token.borderRadius}px`,
    '--ant-font-size': `${token.fontSize}px`,
  } as CSSProperties;
}
