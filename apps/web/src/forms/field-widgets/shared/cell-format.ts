import { type Attribute, choiceItems, readsLeftToRight, storageOf } from '@atrium/core';
import dayjs from 'dayjs';
import i18next from 'i18next';
import { displayText } from './display-text';

export const DATE_DISPLAY = 'DD/MM/YYYY';
export const DATETIME_DISPLAY = 'DD/MM/YYYY HH:mm:ss';

/** A cell as text (spec 000 §5 read-only formats); booleans are 'tick' or '' for the cell to draw. */
export function formatCell(attribute: Attribute, record: Record<string, unknown>): string {
  const value = record[attribute.name];
  if (value === null || value === undefined || value === '') return '';
  // Numbers, amounts, percentages and dates read as the form's displays show them.
  const shown = displayText(
    attribute.type,
    { node: { id: attribute.name, type: attribute.type }, attribute },
    value,
  );
  if (shown !== undefined) return shown;
  switch (storageOf(attribute)) {
    case 'boolean':
      return value === '1' || value === true ? 'tick' : '';
    case 'date':
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format(DATE_DISPLAY) : String(value);
    case 'datetime':
      return dayjs(String(value)).isValid() ? dayjs(String(value)).format(DATETIME_DISPLAY) : String(value);
    case 'reference':
    case 'polymorphicReference': {
      const display = record[`${attribute.name}_display`];
      return typeof display === 'string' && display ? display : String(value);
    }
    case 'json': {
      const list = Array.isArray(value) ? value : [value];
      const labels = new Map(
        choiceItems(attribute, i18next.language).map((item) => [item.value, item.label]),
      );
      return list.map((item) => labels.get(String(item)) ?? String(item)).join(', ');
    }
    case 'text': {
      const label = choiceItems(attribute, i18next.language).find((item) => item.value === String(value));
      return label ? label.label : String(value);
    }
    default:
      return String(value);
  }
}

/** Values that read left to right in any language are isolated so '+971…' never shows '971…+'. */
export function isLeftToRight(attribute: Attribute): boolean {
  return readsLeftToRight(attribute.type);
}
