import { PRODUCT_NAME } from '@atrium/core';
import type { ReactNode } from 'react';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher';
import { ProductLogo } from './ProductLogo';

/** Frame of the pages shown before sign-in: product mark, language switcher and a centred card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="atrium-public">
      <header className="atrium-public__header">
        <span className="atrium-public__brand">
          <ProductLogo />
          <span>{PRODUCT_NAME}</span>
        </span>
        <LanguageSwitcher tone="dark" />
      </header>
      <main className="atrium-public__main">
        <div className="atrium-public__card">{children}</div>
      </main>
    </div>
  );
}
