import type { UserZoneText } from './en';

export const ur: UserZoneText = {
  activitiesTitle: 'میری سرگرمیاں',
  activitiesEmpty:
    'ابھی کچھ نہیں: آپ کے بنائے یا بدلے ریکارڈ اور ورک فلو کے آپ کے اقدامات یہاں دکھائی دیتے ہیں۔',
  notificationsTitle: 'میری اطلاعات',
  notificationsEmpty: 'آپ کے پاس کوئی اطلاع نہیں ہے۔',
  markRead: 'پڑھا ہوا نشان زد کریں',
  markAllRead: 'سب کو پڑھا ہوا نشان زد کریں',
  unread: 'غیر پڑھا',
  bell: 'اطلاعات',
  bellCount: '{{count}} غیر پڑھی اطلاعات',
  loadingMore: 'مزید لوڈ ہو رہا ہے…',
  loadFailed: 'لوڈ نہیں ہو سکا: {{message}}',
  kinds: {
    created: 'بنایا',
    changed: 'تبدیل کیا',
    approved: 'منظور کیا',
    rejected: 'مسترد کیا',
    decided: 'فیصلہ کیا',
    triggered: 'قدم اٹھایا',
    assigned: 'مجھے تفویض کیا گیا',
  },
};
