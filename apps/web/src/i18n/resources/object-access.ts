import type { Locale } from '@atrium/core';

const en = {
  title: 'Access',
  role: 'Role',
  save: 'Save access',
  saved: 'Access saved.',
  noRoles: 'This organization has no roles.',
  grant: '{{verb}} for {{role}}',
  verbs: { view: 'View', create: 'Create', edit: 'Edit', delete: 'Delete', export: 'Export' },
};

/** The object creator's access card, in every locale; English is the source of the keys. */
export const objectAccessText: Record<Locale, typeof en> = {
  en,
  ar: {
    title: 'الوصول',
    role: 'الدور',
    save: 'حفظ الوصول',
    saved: 'تم حفظ الوصول.',
    noRoles: 'لا توجد أدوار في هذه المؤسسة.',
    grant: '{{verb}} لـ {{role}}',
    verbs: { view: 'عرض', create: 'إنشاء', edit: 'تعديل', delete: 'حذف', export: 'تصدير' },
  },
  hi: {
    title: 'पहुँच',
    role: 'भूमिका',
    save: 'पहुँच सहेजें',
    saved: 'पहुँच सहेजी गई।',
    noRoles: 'इस संगठन में कोई भूमिका नहीं है।',
    grant: '{{role}} के लिए {{verb}}',
    verbs: { view: 'देखें', create: 'बनाएँ', edit: 'संपादित करें', delete: 'हटाएँ', export: 'निर्यात करें' },
  },
  ur: {
    title: 'رسائی',
    role: 'کردار',
    save: 'رسائی محفوظ کریں',
    saved: 'رسائی محفوظ ہو گئی۔',
    noRoles: 'اس تنظیم میں کوئی کردار نہیں ہے۔',
    grant: '{{role}} کے لیے {{verb}}',
    verbs: { view: 'دیکھیں', create: 'بنائیں', edit: 'ترمیم کریں', delete: 'حذف کریں', export: 'برآمد کریں' },
  },
};
