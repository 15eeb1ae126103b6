import type { PaletteItem } from '@atrium/core';
import { useTranslation } from 'react-i18next';

/**
 * An item's name in the person's language: attributes and relationships by their own label, pencils
 * and layout elements by the translated name of their type.
 */
export function usePaletteLabel(item: PaletteItem): string {
  const { t } = useTranslation();
  if (item.attributeName !== undefined) return item.label;
  return t(`designer.types.${item.type}`, { defaultValue: item.label });
}
