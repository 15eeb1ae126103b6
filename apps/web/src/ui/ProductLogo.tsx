import { PRODUCT_NAME } from '@atrium/core';
import { useTranslation } from 'react-i18next';

export function ProductLogo({ size = 32 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <img
      src="/atrium-logo.svg"
      width={size}
      height={size}
      alt={t('common.productLogo', { product: PRODUCT_NAME })}
    />
  );
}
