import type { FieldWidgetProps } from '../widget-types';

type OptionSource = Pick<FieldWidgetProps, 'node' | 'attribute'>;

/** A field option: the form node's own setting wins over the attribute's (spec 001 §3.5). */
export function optionOf(source: OptionSource, key: string): unknown {
  const fromNode = source.node.options?.[key];
  return fromNode === undefined ? source.attribute?.options[key] : fromNode;
}

export function stringOption(source: OptionSource, key: string): string | undefined {
  const value = optionOf(source, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function booleanOption(source: OptionSource, key: string): boolean {
  const value = optionOf(source, key);
  return value === true || value === 'true' || value === '1' || value === 1;
}

/** A numeric option, accepting numeric strings as the designer may store them. */
export function numberOption(source: OptionSource, key: string): number | undefined {
  const value = optionOf(source, key);
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A list option given as an array or as a comma-separated string. */
export function listOption(source: OptionSource, key: string): string[] {
  const value = optionOf(source, key);
  const raw = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  return raw.flatMap((item: unknown) =>
    typeof item === 'string' || typeof item === 'number' ? [String(item).trim()].filter(Boolean) : [],
  );
}
