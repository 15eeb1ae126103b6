/** The records' board view (issue 19 item 4). */
export const en = {
  grid: 'Grid',
  board: 'Board',
  groupBy: 'Group by',
  noValue: 'No value',
  loadMore: 'Loading more…',
  moved: 'Moved to {{column}}.',
  refused: 'Not moved: {{message}}',
  empty: 'No records',
  cannotEdit: 'You cannot change this record.',
};
export type BoardText = typeof en;
