import { ConfigProvider } from 'antd';
import { type PointerEvent, type ThHTMLAttributes, useContext } from 'react';

export interface ResizableHeaderCellProps extends ThHTMLAttributes<HTMLTableCellElement> {
  width?: number;
  onResize?: (width: number) => void;
  resizeLabel?: string;
}

const MIN_WIDTH = 60;

/** A header cell whose inline-end edge can be dragged (or moved with the arrow keys) to resize its column. */
export function ResizableHeaderCell({
  width,
  onResize,
  resizeLabel,
  children,
  ...rest
}: ResizableHeaderCellProps) {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  if (!onResize || width === undefined) return <th {...rest}>{children}</th>;
  const sign = direction === 'rtl' ? -1 : 1;

  const start = (event: PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const move = (moved: globalThis.PointerEvent) =>
      onResize(Math.max(MIN_WIDTH, width + sign * (moved.clientX - startX)));
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', stop);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', stop);
  };

  return (
    <th {...rest} style={{ ...rest.style, position: 'relative' }}>
      {children}
      {/* biome-ignore lint/a11y/useSemanticElements: a column resizer is a separator that takes focus (WAI-ARIA window splitter). */}
      <span
        role="separator"
        aria-orientation="vertical"
        aria-label={resizeLabel}
        aria-valuenow={width}
        tabIndex={0}
        className="atrium-grid__resizer"
        onPointerDown={start}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') onResize(Math.max(MIN_WIDTH, width + 16 * sign));
          if (event.key === 'ArrowLeft') onResize(Math.max(MIN_WIDTH, width - 16 * sign));
        }}
      />
    </th>
  );
}
