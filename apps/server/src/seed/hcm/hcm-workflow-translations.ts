import { workflowTranslationsFrom } from '@atrium/core';

/** The HCM workflows' labels in Arabic, Hindi and Urdu (issue 19 item 6), keyed as workflow-translations.ts says. */

const SHARED = {
  'nodes.submit.label': ['إرسال', 'जमा करें', 'جمع کرائیں'],
  'nodes.submitted.label': ['مُرسَل', 'जमा किया गया', 'جمع کرایا گیا'],
  'nodes.refuse.label': ['مرفوض', 'अस्वीकृत', 'مسترد'],
  'nodes.tell.label': ['إبلاغ الموظف', 'कर्मचारी को सूचित किया गया', 'ملازم کو مطلع کیا گیا'],
} as const;

export const LEAVE_TRANSLATIONS = workflowTranslationsFrom({
  label: ['طلب إجازة', 'छुट्टी का अनुरोध', 'رخصت کی درخواست'],
  ...SHARED,
  'nodes.manager.label': ['موافقة المدير', 'प्रबंधक की स्वीकृति', 'مینیجر کی منظوری'],
  'nodes.hr.label': ['موافقة الموارد البشرية', 'मानव संसाधन की स्वीकृति', 'انسانی وسائل کی منظوری'],
  'nodes.book.label': ['تم تحديث الرصيد', 'शेष राशि अद्यतन की गई', 'بیلنس اپ ڈیٹ ہو گیا'],
  'nodes.end.label': ['تم', 'पूर्ण', 'مکمل'],
});

export const HR_REQUEST_TRANSLATIONS = workflowTranslationsFrom({
  label: ['طلب موارد بشرية', 'मानव संसाधन अनुरोध', 'انسانی وسائل کی درخواست'],
  ...SHARED,
  'nodes.hr.label': ['معالجة الموارد البشرية', 'मानव संसाधन द्वारा निपटान', 'انسانی وسائل کی کارروائی'],
  'nodes.done.label': ['تم', 'पूर्ण', 'مکمل'],
  'nodes.end.label': ['مغلق', 'बंद', 'بند'],
});

export const NOUJOUM_TRANSLATIONS = workflowTranslationsFrom({
  label: ['ترشيح نجوم', 'नुजूम नामांकन', 'نجوم نامزدگی'],
  'nodes.submitted.label': SHARED['nodes.submitted.label'],
  'nodes.refuse.label': SHARED['nodes.refuse.label'],
  'nodes.manager.label': ['موافقة المدير', 'प्रबंधक की स्वीकृति', 'مینیجر کی منظوری'],
  'nodes.approved.label': ['مُنحت النجمة', 'सितारा प्रदान किया गया', 'ستارہ دیا گیا'],
  'nodes.end.label': ['تم', 'पूर्ण', 'مکمل'],
});

const MANAGER = ['موافقة المدير', 'प्रबंधक की स्वीकृति', 'مینیجر کی منظوری'] as const;
const DONE = ['تم', 'पूर्ण', 'مکمل'] as const;

export const APPRAISAL_TRANSLATIONS = workflowTranslationsFrom({
  label: ['تقييم الأداء', 'मूल्यांकन', 'کارکردگی کا جائزہ'],
  'nodes.draft.label': ['التقييم الذاتي', 'स्व-मूल्यांकन', 'خود تشخیص'],
  'nodes.submit.label': ['إرسال التقييم الذاتي', 'स्व-मूल्यांकन जमा करें', 'خود تشخیص جمع کرائیں'],
  'nodes.submit.requires': [
    'أدخل تقييمك الذاتي (من 1 إلى 5) قبل إرسال التقييم.',
    'मूल्यांकन जमा करने से पहले अपना स्व-मूल्यांकन (1 से 5) दें।',
    'جائزہ جمع کرانے سے پہلے اپنی خود تشخیص (1 سے 5) دیں۔',
  ],
  'nodes.submitted.label': SHARED['nodes.submitted.label'],
  'nodes.manager.label': MANAGER,
  'nodes.completed.label': ['مكتمل', 'पूर्ण हुआ', 'مکمل شدہ'],
  'nodes.returned.label': ['أُعيد إلى الموظف', 'कर्मचारी को लौटाया गया', 'ملازم کو واپس بھیجا گیا'],
  'nodes.tell.label': SHARED['nodes.tell.label'],
  'nodes.end.label': DONE,
});

export const TALENT_REQUEST_TRANSLATIONS = workflowTranslationsFrom({
  label: ['طلب موهبة', 'प्रतिभा अनुरोध', 'ٹیلنٹ کی درخواست'],
  'nodes.open.label': ['مفتوح', 'खुला', 'کھلا'],
  'nodes.manager.label': MANAGER,
  'nodes.hr.label': ['موافقة الموارد البشرية', 'मानव संसाधन की स्वीकृति', 'انسانی وسائل کی منظوری'],
  'nodes.approved.label': ['موافق عليه', 'स्वीकृत', 'منظور شدہ'],
  'nodes.refuse.label': SHARED['nodes.refuse.label'],
  'nodes.tell.label': ['إبلاغ مقدّم الطلب', 'अनुरोधकर्ता को सूचित किया गया', 'درخواست گزار کو مطلع کیا گیا'],
  'nodes.end.label': DONE,
});

export const VALUE_POINTS_TRANSLATIONS = workflowTranslationsFrom({
  label: ['طلب نقاط القيم', 'मूल्य अंक अनुरोध', 'قدر کے پوائنٹس کی درخواست'],
  'nodes.submitted.label': SHARED['nodes.submitted.label'],
  'nodes.manager.label': MANAGER,
  'nodes.approved.label': ['أُضيفت النقاط', 'अंक जोड़े गए', 'پوائنٹس شامل کر دیے گئے'],
  'nodes.refuse.label': SHARED['nodes.refuse.label'],
  'nodes.end.label': DONE,
});
