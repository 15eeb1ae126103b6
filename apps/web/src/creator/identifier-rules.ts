import { IDENTIFIER_PATTERN, isSystemColumn } from '@atrium/core';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/**
 * The antd rules of a name that becomes a table or column name, checked as it is typed (core's
 * IDENTIFIER_PATTERN, and the system columns for attribute names), worded in the page's language.
 */
export function identifierRules(t: TFunction, kind: 'object' | 'attribute'): FormRule[] {
  return [
    { required: true, message: t('creator.nameRequired') },
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || value === '') return;
        if (!IDENTIFIER_PATTERN.test(value)) throw new Error(t('creator.nameRule'));
        if (kind === 'attribute' && isSystemColumn(value)) throw new Error(t('creator.nameReserved'));
      },
    },
  ];
}

/** A name suggested from a label: `Credit limit` → `credit_limit`, cut to the identifier length. */
export function nameFromLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[_0-9]+|_+$/g, '');
  return words.slice(0, 40).replace(/_+$/, '');
}
