import { DeleteOutlined, PlusOutlined, TranslationOutlined } from '@ant-design/icons';
import { DEFAULT_LOCALE, LOCALES } from '@atrium/core';
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useCreatorTranslation } from '../i18n/resources/creator';

/** One entry: its two edited keys, and whatever else it carries (translations, colours) kept as is. */
export type Pair = Record<string, unknown>;

const OTHER_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

interface PairListEditorProps {
  /** The stored list; entries may be plain strings (older select items) or pairs. */
  value?: unknown;
  onChange?: (next: Pair[]) => void;
  /** The entry keys, stored value first: `['value', 'name']` for select items. */
  keys: readonly [string, string];
  /** Accessible names of the inputs and the list, e.g. "Value" / "Label" / "Items". */
  labels: { first: string; second: string; list: string };
  /** Each entry's name may be given per language (`translations[locale].name`): select items, statuses. */
  translatable?: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Entries as pairs of text; a bare string is its own value and label. Other keys are kept untouched. */
export function pairsOf(value: unknown, keys: readonly [string, string]): Pair[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown): Pair => {
    if (typeof entry === 'string' || typeof entry === 'number') {
      return { [keys[0]]: String(entry), [keys[1]]: String(entry) };
    }
    const record = isRecord(entry) ? entry : {};
    return { ...record, [keys[0]]: text(record[keys[0]]), [keys[1]]: text(record[keys[1]]) };
  });
}

/** The entry's name in `locale`, or '' when it has none. */
export function translationOf(entry: Pair, locale: string): string {
  const translations = isRecord(entry.translations) ? entry.translations : {};
  const inLocale = translations[locale];
  return isRecord(inLocale) ? text(inLocale.name) : '';
}

/**
 * The entry with its name in `locale` set; an emptied name is removed (the English one shows), and so is
 * a `translations` left with no language, so nothing blank is ever stored.
 */
export function withTranslation(entry: Pair, locale: string, name: string): Pair {
  const translations: Record<string, unknown> = isRecord(entry.translations) ? { ...entry.translations } : {};
  if (name.trim() === '') delete translations[locale];
  else translations[locale] = { name };
  const { translations: _previous, ...rest } = entry;
  return Object.keys(translations).length > 0 ? { ...rest, translations } : rest;
}

/** A list of two-field rows (select items as value and label, statuses, mappings), added and removed. */
export function PairListEditor({ value, onChange, keys, labels, translatable = false }: PairListEditorProps) {
  const { t } = useCreatorTranslation();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const rows = pairsOf(value, keys);
  const set = (next: Pair[]) => onChange?.(next);
  const replace = (index: number, next: Pair) => set(rows.map((row, at) => (at === index ? next : row)));
  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <fieldset aria-label={labels.list} className="atrium-creator__pairs">
      {rows.map((row, index) => {
        const name = text(row[keys[1]]) || t('creator.pairs.rowNumber', { row: index + 1 });
        return (
          // Rows have no identity of their own but their place; editing never reorders them.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={index} className="atrium-creator__pair-row">
            <Space.Compact block className="atrium-creator__pair">
              <Input
                aria-label={t('creator.pairs.rowField', { field: labels.first, row: index + 1 })}
                placeholder={labels.first}
                value={text(row[keys[0]])}
                onChange={(event) => replace(index, { ...row, [keys[0]]: event.target.value })}
              />
              <Input
                aria-label={t('creator.pairs.rowField', { field: labels.second, row: index + 1 })}
                placeholder={labels.second}
                value={text(row[keys[1]])}
                onChange={(event) => replace(index, { ...row, [keys[1]]: event.target.value })}
              />
              {translatable && (
                <Button
                  icon={<TranslationOutlined aria-hidden />}
                  aria-expanded={open.has(index)}
                  aria-label={t('creator.pairs.translations', { name })}
                  onClick={() => toggle(index)}
                />
              )}
              <Button
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('creator.pairs.remove', { row: index + 1 })}
                onClick={() => {
                  setOpen(new Set());
                  set(rows.filter((_row, at) => at !== index));
                }}
              />
            </Space.Compact>
            {translatable && open.has(index) && (
              <div className="atrium-creator__pair-translations">
                {OTHER_LOCALES.map((locale) => {
                  const language = t(`languages.${locale}`);
                  return (
                    <Input
                      key={locale}
                      lang={locale}
                      dir="auto"
                      maxLength={200}
                      prefix={<span className="atrium-creator__language">{language}</span>}
                      aria-label={t('creator.pairs.nameIn', { name, language })}
                      value={translationOf(row, locale)}
                      onChange={(event) => replace(index, withTranslation(row, locale, event.target.value))}
                    />
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      <Button
        type="dashed"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => set([...rows, { [keys[0]]: '', [keys[1]]: '' }])}
      >
        {t('creator.pairs.add', { list: labels.list })}
      </Button>
    </fieldset>
  );
}
