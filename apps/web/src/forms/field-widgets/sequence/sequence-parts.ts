export interface SequenceParts {
  letters: string;
  digits: string;
}

/** A sequence value's letters part and digits part ('QT-00012' → 'QT-' and '00012'; spec 001 §5.3). */
export function sequenceParts(value: string): SequenceParts {
  const match = /^(\D*)(\d.*)?$/.exec(value);
  return { letters: match?.[1] ?? value, digits: match?.[2] ?? '' };
}
