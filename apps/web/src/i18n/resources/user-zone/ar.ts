import type { UserZoneText } from './en';

export const ar: UserZoneText = {
  activitiesTitle: 'أنشطتي',
  activitiesEmpty: 'لا شيء بعد: تظهر هنا السجلات التي تنشئها أو تغيّرها وخطوات سير العمل التي تتخذها.',
  notificationsTitle: 'إشعاراتي',
  notificationsEmpty: 'لا توجد لديك إشعارات.',
  markRead: 'تعليم كمقروء',
  markAllRead: 'تعليم الكل كمقروء',
  unread: 'غير مقروء',
  bell: 'الإشعارات',
  bellCount: '{{count}} إشعارات غير مقروءة',
  loadingMore: 'جارٍ تحميل المزيد…',
  loadFailed: 'تعذر التحميل: {{message}}',
  kinds: {
    created: 'أُنشئ',
    changed: 'عُدّل',
    approved: 'وافقتُ',
    rejected: 'رفضتُ',
    decided: 'قررتُ',
    triggered: 'اتخذتُ خطوة',
    assigned: 'أُسند إليّ',
  },
};
