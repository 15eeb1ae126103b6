import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

interface CommitInputProps {
  value: string;
  /** Called with the text on blur or Enter, when it changed (spec 001 §2.3: label edits). */
  onCommit: (value: string) => void;
  label: string;
  placeholder?: string;
  testId?: string;
  multiline?: boolean;
}

/** A text box that changes the form only when the person leaves it or presses Enter: one undo step per edit. */
export function CommitInput({
  value,
  onCommit,
  label,
  placeholder,
  testId,
  multiline = false,
}: CommitInputProps) {
  const [text, setText] = useState(value);
  // An undo or another edit of the same option shows through.
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  const shared = {
    value: text,
    'aria-label': label,
    placeholder,
    'data-testid': testId,
    onBlur: commit,
  };
  if (multiline)
    return (
      <Input.TextArea
        {...shared}
        autoSize={{ minRows: 2, maxRows: 6 }}
        onChange={(e) => setText(e.target.value)}
      />
    );
  return <Input {...shared} onChange={(e) => setText(e.target.value)} onPressEnter={commit} />;
}

/**
 * Calls `commit` once the value has rested for `delayMs` (spec 001 §9: title edits, 1000 ms), and at
 * once when the component goes (another element selected), so a pending edit is never lost.
 */
export function useDebouncedCommit<T>(commit: (value: T) => void, delayMs: number) {
  const latest = useRef(commit);
  latest.current = commit;
  const pending = useRef<{ value: T; timer: ReturnType<typeof setTimeout> } | undefined>(undefined);
  const flush = useRef(() => {
    const held = pending.current;
    if (!held) return;
    clearTimeout(held.timer);
    pending.current = undefined;
    latest.current(held.value);
  });
  useEffect(() => {
    const run = flush.current;
    return () => run();
  }, []);
  return (value: T) => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value, timer: setTimeout(flush.current, delayMs) };
  };
}
