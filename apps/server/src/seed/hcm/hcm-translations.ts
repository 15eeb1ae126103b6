import type { ObjectTranslations } from '@atrium/core';

type Names = [singular: string, plural: string];

/** The HCM objects' singular and plural names in Arabic, Hindi and Urdu. */
const HCM_NAMES: Record<string, { ar: Names; hi: Names; ur: Names }> = {
  hcm_employee: { ar: ['موظف', 'الموظفون'], hi: ['कर्मचारी', 'कर्मचारी'], ur: ['ملازم', 'ملازمین'] },
  hcm_department: { ar: ['قسم', 'الأقسام'], hi: ['विभाग', 'विभाग'], ur: ['شعبہ', 'شعبے'] },
  hcm_grade: { ar: ['درجة', 'الدرجات'], hi: ['ग्रेड', 'ग्रेड'], ur: ['گریڈ', 'گریڈز'] },
  hcm_leave_type: {
    ar: ['نوع إجازة', 'أنواع الإجازات'],
    hi: ['अवकाश प्रकार', 'अवकाश प्रकार'],
    ur: ['چھٹی کی قسم', 'چھٹیوں کی اقسام'],
  },
  hcm_holiday: { ar: ['عطلة', 'العطلات'], hi: ['छुट्टी', 'छुट्टियाँ'], ur: ['تعطیل', 'تعطیلات'] },
  hcm_leave_balance: {
    ar: ['رصيد إجازة', 'أرصدة الإجازات'],
    hi: ['अवकाश शेष', 'अवकाश शेष'],
    ur: ['چھٹیوں کا بیلنس', 'چھٹیوں کے بیلنس'],
  },
  hcm_leave: {
    ar: ['طلب إجازة', 'طلبات الإجازة'],
    hi: ['अवकाश अनुरोध', 'अवकाश अनुरोध'],
    ur: ['چھٹی کی درخواست', 'چھٹی کی درخواستیں'],
  },
  hcm_request: {
    ar: ['طلب موارد بشرية', 'طلبات الموارد البشرية'],
    hi: ['एचआर अनुरोध', 'एचआर अनुरोध'],
    ur: ['ایچ آر درخواست', 'ایچ آر درخواستیں'],
  },
  hcm_planning_cycle: {
    ar: ['دورة تخطيط', 'دورات التخطيط'],
    hi: ['योजना चक्र', 'योजना चक्र'],
    ur: ['منصوبہ بندی کا دور', 'منصوبہ بندی کے دور'],
  },
  hcm_appraisal: { ar: ['تقييم', 'التقييمات'], hi: ['मूल्यांकन', 'मूल्यांकन'], ur: ['جائزہ', 'جائزے'] },
  hcm_talent: { ar: ['موهبة', 'المواهب'], hi: ['प्रतिभा', 'प्रतिभाएँ'], ur: ['ٹیلنٹ', 'ٹیلنٹس'] },
  hcm_talent_request: {
    ar: ['طلب موهبة', 'طلبات المواهب'],
    hi: ['प्रतिभा अनुरोध', 'प्रतिभा अनुरोध'],
    ur: ['ٹیلنٹ کی درخواست', 'ٹیلنٹ کی درخواستیں'],
  },
  hcm_noujoum: {
    ar: ['ترشيح نجوم', 'ترشيحات النجوم'],
    hi: ['नुजूम नामांकन', 'नुजूम नामांकन'],
    ur: ['نجوم نامزدگی', 'نجوم نامزدگیاں'],
  },
  hcm_value_point_request: {
    ar: ['طلب نقاط القيم', 'طلبات نقاط القيم'],
    hi: ['मूल्य अंक अनुरोध', 'मूल्य अंक अनुरोध'],
    ur: ['ویلیو پوائنٹ درخواست', 'ویلیو پوائنٹ درخواستیں'],
  },
};

/** An HCM object's names in Arabic, Hindi and Urdu. */
export function hcmObjectTranslations(objectName: string): ObjectTranslations | undefined {
  const names = HCM_NAMES[objectName];
  if (!names) return undefined;
  return Object.fromEntries(
    Object.entries(names).map(([locale, [singular, plural]]) => [
      locale,
      { display_name: singular, plural_name: plural },
    ]),
  );
}
