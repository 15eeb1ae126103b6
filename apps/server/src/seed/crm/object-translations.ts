import type { ObjectTranslations } from '@atrium/core';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import { translateCrmFields } from './field-translations';

type Names = [singular: string, plural: string];

/** The CRM objects' singular and plural names in Arabic, Hindi and Urdu. */
const CRM_NAMES: Record<string, { ar: Names; hi: Names; ur: Names }> = {
  account: { ar: ['حساب', 'الحسابات'], hi: ['खाता', 'खाते'], ur: ['اکاؤنٹ', 'اکاؤنٹس'] },
  contact: { ar: ['جهة اتصال', 'جهات الاتصال'], hi: ['संपर्क', 'संपर्क'], ur: ['رابطہ', 'رابطے'] },
  appointment: { ar: ['موعد', 'المواعيد'], hi: ['अपॉइंटमेंट', 'अपॉइंटमेंट'], ur: ['ملاقات', 'ملاقاتیں'] },
  campaign: { ar: ['حملة', 'الحملات'], hi: ['अभियान', 'अभियान'], ur: ['مہم', 'مہمات'] },
  lead: { ar: ['عميل محتمل', 'العملاء المحتملون'], hi: ['लीड', 'लीड'], ur: ['لیڈ', 'لیڈز'] },
  prospect: {
    ar: ['مرشح', 'المرشحون'],
    hi: ['संभावित ग्राहक', 'संभावित ग्राहक'],
    ur: ['ممکنہ گاہک', 'ممکنہ گاہک'],
  },
  enquiry: { ar: ['استفسار', 'الاستفسارات'], hi: ['पूछताछ', 'पूछताछ'], ur: ['استفسار', 'استفسارات'] },
  note: { ar: ['ملاحظة', 'الملاحظات'], hi: ['नोट', 'नोट'], ur: ['نوٹ', 'نوٹس'] },
  opportunity: { ar: ['فرصة', 'الفرص'], hi: ['अवसर', 'अवसर'], ur: ['موقع', 'مواقع'] },
  quote: { ar: ['عرض سعر', 'عروض الأسعار'], hi: ['कोटेशन', 'कोटेशन'], ur: ['کوٹیشن', 'کوٹیشنز'] },
  sales_order: {
    ar: ['أمر بيع', 'أوامر البيع'],
    hi: ['बिक्री आदेश', 'बिक्री आदेश'],
    ur: ['سیلز آرڈر', 'سیلز آرڈرز'],
  },
  project: { ar: ['مشروع', 'المشاريع'], hi: ['परियोजना', 'परियोजनाएँ'], ur: ['منصوبہ', 'منصوبے'] },
};

/** An object's names in Arabic, Hindi and Urdu, as its package declares them. */
export function crmObjectTranslations(objectName: string): ObjectTranslations | undefined {
  const names = CRM_NAMES[objectName];
  return names ? translationsOf(names) : undefined;
}

function translationsOf(names: { ar: Names; hi: Names; ur: Names }): ObjectTranslations {
  return Object.fromEntries(
    Object.entries(names).map(([locale, [singular, plural]]) => [
      locale,
      { display_name: singular, plural_name: plural },
    ]),
  );
}

/**
 * Gives the CRM objects their translated names, and their fields and options theirs
 * (field-translations.ts), where none are set yet: on a new database after the CRM seed, and on one
 * seeded before objects had translations. Names an administrator set stay.
 */
export async function translateCrmObjects(db: Db): Promise<void> {
  await translateCrmFields(db, Object.keys(CRM_NAMES));
  for (const [name, names] of Object.entries(CRM_NAMES)) {
    await db
      .updateTable('objects')
      .set({ translations: JSON.stringify(translationsOf(names)) })
      .where('name', '=', name)
      .where('translations', '=', sql<Record<string, Record<string, string>>>`'{}'::jsonb`)
      .execute();
  }
}
