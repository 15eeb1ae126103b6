import { LOCALES, RULE_ACTION_NAMES, RULE_OPERATORS } from '@atrium/core';
import { describe, expect, it } from 'vitest';
import { ruleEditorText } from '../../i18n/resources/rule-editor';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const key of keysOf(value)) {
    const leaf = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
    found.set(key, leaf);
  }
  return found;
}

/** Texts made only of placeholders and arrows read the same in every language. */
const SAME_IN_EVERY_SCRIPT = new Set(['operand.follow']);

describe('rule editor text', () => {
  it('names every operator and every action in every locale', () => {
    for (const locale of LOCALES) {
      const text = ruleEditorText[locale];
      expect(Object.keys(text.operators).sort(), locale).toEqual([...RULE_OPERATORS].sort());
      expect(Object.keys(text.actions).sort(), locale).toEqual([...RULE_ACTION_NAMES].sort());
    }
  });

  it('has the same keys in every locale, each translated rather than copied from English', () => {
    const english = keysOf(ruleEditorText.en);
    const englishValues = leaves(ruleEditorText.en);
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      expect(keysOf(ruleEditorText[locale]), locale).toEqual(english);
      const copied = [...leaves(ruleEditorText[locale])].filter(
        ([key, value]) => englishValues.get(key) === value && !SAME_IN_EVERY_SCRIPT.has(key),
      );
      expect(copied, locale).toEqual([]);
    }
  });
});
