import { useState } from 'react';
import { textOf } from './field-value';

export interface TextDraft {
  /** What the input shows: the typed text while it is refused, else the stored value. */
  text: string;
  /** Why the typed text is refused, if it is. */
  problem: string | undefined;
  change: (text: string) => void;
}

/**
 * Typed text that a check may refuse: refused text stays in the input with its message and the record
 * keeps its last good value (bad input changes nothing); a new stored value replaces the draft.
 */
export function useTextDraft(
  value: unknown,
  check: (text: string) => string | undefined,
  onChange: (value: string) => void,
): TextDraft {
  const stored = textOf(value);
  const [draft, setDraft] = useState<{ text: string; over: string } | null>(null);
  const text = draft !== null && draft.over === stored ? draft.text : stored;
  const problem = draft !== null && draft.over === stored ? check(draft.text) : undefined;
  const change = (next: string) => {
    setDraft({ text: next, over: stored });
    if (check(next) === undefined) onChange(next);
  };
  return { text, problem, change };
}
