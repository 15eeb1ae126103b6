import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export type Pair = Record<string, string>;

interface PairListEditorProps {
  /** The stored list; entries may be plain strings (older select items) or pairs. */
  value?: unknown;
  onChange?: (next: Pair[]) => void;
  /** The entry keys, stored value first: `['value', 'name']` for select items. */
  keys: readonly [string, string];
  /** Accessible names of the inputs and the list, e.g. "Value" / "Label" / "Items". */
  labels: { first: string; second: string; list: string };
}

/** Entries as pairs of text; a bare string is its own value and label. */
export function pairsOf(value: unknown, keys: readonly [string, string]): Pair[] {
  if (!Array.isArray(value)) return [];
  return value.map((entry: unknown): Pair => {
    if (typeof entry === 'string' || typeof entry === 'number') {
      return { [keys[0]]: String(entry), [keys[1]]: String(entry) };
    }
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    const text = (key: string) =>
      record[key] === undefined || record[key] === null ? '' : String(record[key]);
    return { [keys[0]]: text(keys[0]), [keys[1]]: text(keys[1]) };
  });
}

/** A list of two-field rows (select items as value and label, statuses, mappings), added and removed. */
export function PairListEditor({ value, onChange, keys, labels }: PairListEditorProps) {
  const { t } = useTranslation();
  const rows = pairsOf(value, keys);
  const set = (next: Pair[]) => onChange?.(next);
  const edit = (index: number, key: string, text: string) =>
    set(rows.map((row, at) => (at === index ? { ...row, [key]: text } : row)));

  return (
    <fieldset aria-label={labels.list} className="atrium-creator__pairs">
      {rows.map((row, index) => (
        // Rows have no identity of their own but their place; editing never reorders them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Space.Compact key={index} block className="atrium-creator__pair">
          <Input
            aria-label={t('creator.pairs.rowField', { field: labels.first, row: index + 1 })}
            placeholder={labels.first}
            value={row[keys[0]]}
            onChange={(event) => edit(index, keys[0], event.target.value)}
          />
          <Input
            aria-label={t('creator.pairs.rowField', { field: labels.second, row: index + 1 })}
            placeholder={labels.second}
            value={row[keys[1]]}
            onChange={(event) => edit(index, keys[1], event.target.value)}
          />
          <Button
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('creator.pairs.remove', { row: index + 1 })}
            onClick={() => set(rows.filter((_row, at) => at !== index))}
          />
        </Space.Compact>
      ))}
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
