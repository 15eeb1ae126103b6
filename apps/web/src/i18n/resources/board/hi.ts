import type { BoardText } from './en';

export const hi: BoardText = {
  grid: 'ग्रिड',
  board: 'बोर्ड',
  groupBy: 'इसके अनुसार समूह',
  noValue: 'कोई मान नहीं',
  loadMore: 'और लोड हो रहा है…',
  moved: '{{column}} में ले जाया गया।',
  refused: 'नहीं ले जाया गया: {{message}}',
  empty: 'कोई रिकॉर्ड नहीं',
  cannotEdit: 'आप यह रिकॉर्ड नहीं बदल सकते।',
};
