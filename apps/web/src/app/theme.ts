import type { ThemeConfig } from 'antd';

export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f4e8c',
    borderRadius: 6,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Noto Sans Devanagari', sans-serif",
  },
};
