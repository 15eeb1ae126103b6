import { CheckOutlined } from '@ant-design/icons';
import type { Attribute } from '@atrium/core';
import { useTranslation } from 'react-i18next';
import { formatCell, isLeftToRight } from './cell-format';
import { starsClass } from './stars';

/** One value in a grid, a card or a version row: formatted as the form shows it, phones and numbers kept left to right. */
export function CellValue({ attribute, record }: { attribute: Attribute; record: Record<string, unknown> }) {
  const { t } = useTranslation();
  const text = formatCell(attribute, record);
  if (text === 'tick') return <CheckOutlined aria-label={t('records.yes')} />;
  if (text === '' || !isLeftToRight(attribute)) return text;
  const source = { node: { id: attribute.name, type: attribute.type }, attribute };
  return (
    <bdi dir="ltr" className={starsClass(attribute.type, source)}>
      {text}
    </bdi>
  );
}
