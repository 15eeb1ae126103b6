import type { BoardText } from './en';

export const ur: BoardText = {
  grid: 'گرڈ',
  board: 'بورڈ',
  groupBy: 'گروپ بندی بلحاظ',
  noValue: 'کوئی قدر نہیں',
  loadMore: 'مزید لوڈ ہو رہا ہے…',
  moved: '{{column}} میں منتقل کیا گیا۔',
  refused: 'منتقل نہیں ہوا: {{message}}',
  empty: 'کوئی ریکارڈ نہیں',
  cannotEdit: 'آپ یہ ریکارڈ تبدیل نہیں کر سکتے۔',
};
