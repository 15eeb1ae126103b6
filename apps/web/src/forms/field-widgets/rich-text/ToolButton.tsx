import { Button } from 'antd';
import type { ReactNode } from 'react';

/** Keeps the editor's focus and selection when a toolbar button is pressed. */
export const keepFocus = (event: React.MouseEvent) => event.preventDefault();

interface ToolButtonProps {
  label: string;
  icon?: ReactNode;
  text?: string;
  pressed?: boolean;
  disabled?: boolean;
  run: () => void;
}

/** One toolbar button: named for assistive technology, pressed when its format is on at the cursor. */
export function ToolButton({ label, icon, text, pressed, disabled, run }: ToolButtonProps) {
  return (
    <Button
      size="small"
      type={pressed ? 'default' : 'text'}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      icon={icon}
      disabled={disabled}
      onMouseDown={keepFocus}
      onClick={run}
    >
      {text}
    </Button>
  );
}
