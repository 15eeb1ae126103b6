/** A piece of a record label: fixed text, or the value of one attribute. */
export type LabelPart = { text: string } | { attribute: string };

const PLACEHOLDER = /\{([a-z][a-z0-9_]{0,39})\}/g;

/**
 * Reads a label expression such as `{first_name} {last_name} ({code})` into its parts. Placeholders
 * that do not name one of `attributes` stay as written, so a typo shows in the label instead of
 * silently vanishing.
 */
export function parseLabelExpression(expression: string, attributes: ReadonlySet<string>): LabelPart[] {
  const parts: LabelPart[] = [];
  let last = 0;
  for (const match of expression.matchAll(PLACEHOLDER)) {
    const [whole, name = ''] = match;
    const start = match.index;
    if (start > last) parts.push({ text: expression.slice(last, start) });
    parts.push(attributes.has(name) ? { attribute: name } : { text: whole });
    last = start + whole.length;
  }
  if (last < expression.length) parts.push({ text: expression.slice(last) });
  return parts;
}

/** The label of a record: its label expression when it has one, else its label attribute. */
export function labelPartsOf(
  object: { label_attribute: string | null; label_expression: string | null },
  attributes: ReadonlySet<string>,
): LabelPart[] {
  if (object.label_expression?.trim()) return parseLabelExpression(object.label_expression, attributes);
  return object.label_attribute && attributes.has(object.label_attribute)
    ? [{ attribute: object.label_attribute }]
    : [];
}
