import type { BoardText } from './en';

export const ar: BoardText = {
  grid: 'جدول',
  board: 'لوحة',
  groupBy: 'تجميع حسب',
  noValue: 'بلا قيمة',
  loadMore: 'جارٍ تحميل المزيد…',
  moved: 'نُقل إلى {{column}}.',
  refused: 'لم يُنقل: {{message}}',
  empty: 'لا توجد سجلات',
  cannotEdit: 'لا يمكنك تغيير هذا السجل.',
};
