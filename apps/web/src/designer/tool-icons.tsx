/**
 * The canvas toolbar's icons as bare SVG: two host elements each, where an Ant Design icon is a
 * handful of components. A 500-field canvas draws two thousand of them.
 */
const icon = (d: string) => (
  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
    <path d={d} fill="currentColor" fillRule="evenodd" />
  </svg>
);

export const PLUS_ICON = icon('M7 1h2v6h6v2H9v6H7V9H1V7h6z');
export const DRAG_ICON = icon('M5 2h2v2H5zm4 0h2v2H9zM5 7h2v2H5zm4 0h2v2H9zM5 12h2v2H5zm4 0h2v2H9z');
export const SETTINGS_ICON = icon(
  'M8 5.5a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM7 1h2l.4 1.8 1.2.5 1.6-1 1.4 1.4-1 1.6.5 1.2L15 7v2l-1.8.4-.5 1.2 1 1.6-1.4 1.4-1.6-1-1.2.5L9 15H7l-.4-1.8-1.2-.5-1.6 1-1.4-1.4 1-1.6-.5-1.2L1 9V7l1.8-.4.5-1.2-1-1.6 1.4-1.4 1.6 1 1.2-.5z',
);
export const REMOVE_ICON = icon('M5 1h6v2h4v2H1V3h4zM3 6h10l-1 9H4z');
