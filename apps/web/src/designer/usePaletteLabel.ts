import type { PaletteItem } from '@atrium/core';
import { useDesignerTranslation } from '../i18n/resources/designer';

/**
 * An item's name in the person's language: attributes and relationships by their own label, pencils
 * and layout elements by the translated name of their type.
 */
export function usePaletteLabel(item: PaletteItem): string {
  const { t } = useDesignerTranslation();
  if (item.attributeName !== undefined) return item.label;
  return t(`designer.types.${item.type}`, { defaultValue: item.label });
}
