import type { ObjectInput, ObjectTranslations } from '@atrium/core';

type Three = readonly [ar: string, hi: string, ur: string];
const LOCALES = ['ar', 'hi', 'ur'] as const;

/** The LMS objects' singular and plural names in Arabic, Hindi and Urdu. */
const OBJECT_NAMES: Record<string, { singular: Three; plural: Three }> = {
  lms_question: { singular: ['سؤال', 'प्रश्न', 'سوال'], plural: ['الأسئلة', 'प्रश्न', 'سوالات'] },
  lms_test: { singular: ['اختبار', 'परीक्षा', 'ٹیسٹ'], plural: ['الاختبارات', 'परीक्षाएँ', 'ٹیسٹ'] },
  lms_test_question: {
    singular: ['سؤال الاختبار', 'परीक्षा का प्रश्न', 'ٹیسٹ کا سوال'],
    plural: ['أسئلة الاختبار', 'परीक्षा के प्रश्न', 'ٹیسٹ کے سوالات'],
  },
  lms_test_template: {
    singular: ['قالب اختبار', 'परीक्षा टेम्पलेट', 'ٹیسٹ سانچہ'],
    plural: ['قوالب الاختبارات', 'परीक्षा टेम्पलेट', 'ٹیسٹ سانچے'],
  },
  lms_attempt: { singular: ['محاولة', 'प्रयास', 'کوشش'], plural: ['المحاولات', 'प्रयास', 'کوششیں'] },
  lms_configuration: {
    singular: ['إعدادات التعلم', 'अधिगम विन्यास', 'تعلیمی ترتیبات'],
    plural: ['إعدادات التعلم', 'अधिगम विन्यास', 'تعلیمی ترتیبات'],
  },
};

/** Field labels and choice names, by their English text. */
const WORDS: Record<string, Three> = {
  Question: ['السؤال', 'प्रश्न', 'سوال'],
  Category: ['الفئة', 'श्रेणी', 'زمرہ'],
  'Option A': ['الخيار أ', 'विकल्प A', 'اختیار A'],
  'Option B': ['الخيار ب', 'विकल्प B', 'اختیار B'],
  'Option C': ['الخيار ج', 'विकल्प C', 'اختیار C'],
  'Option D': ['الخيار د', 'विकल्प D', 'اختیار D'],
  'Correct option': ['الخيار الصحيح', 'सही विकल्प', 'درست اختیار'],
  Points: ['النقاط', 'अंक', 'پوائنٹس'],
  Title: ['العنوان', 'शीर्षक', 'عنوان'],
  Description: ['الوصف', 'विवरण', 'تفصیل'],
  'Pass mark (%)': ['درجة النجاح (%)', 'उत्तीर्णांक (%)', 'کامیابی کے نمبر (%)'],
  Status: ['الحالة', 'स्थिति', 'حیثیت'],
  'Due date': ['تاريخ الاستحقاق', 'नियत तिथि', 'آخری تاریخ'],
  Draft: ['مسودة', 'मसौदा', 'مسودہ'],
  Published: ['منشور', 'प्रकाशित', 'شائع شدہ'],
  Test: ['الاختبار', 'परीक्षा', 'ٹیسٹ'],
  Order: ['الترتيب', 'क्रम', 'ترتیب'],
  Name: ['الاسم', 'नाम', 'نام'],
  'Number of questions': ['عدد الأسئلة', 'प्रश्नों की संख्या', 'سوالات کی تعداد'],
  Person: ['الشخص', 'व्यक्ति', 'شخص'],
  'User id': ['معرّف المستخدم', 'उपयोगकर्ता आईडी', 'صارف آئی ڈی'],
  Answers: ['الإجابات', 'उत्तर', 'جوابات'],
  'Score (%)': ['النتيجة (%)', 'प्राप्तांक (%)', 'اسکور (%)'],
  'Points scored': ['النقاط المحرزة', 'प्राप्त अंक', 'حاصل پوائنٹس'],
  Passed: ['ناجح', 'उत्तीर्ण', 'کامیاب'],
  'Submitted at': ['وقت التسليم', 'जमा करने का समय', 'جمع کرانے کا وقت'],
  'Attempts allowed per test': [
    'المحاولات المسموحة لكل اختبار',
    'प्रति परीक्षा अनुमत प्रयास',
    'فی ٹیسٹ اجازت شدہ کوششیں',
  ],
  'Default pass mark (%)': [
    'درجة النجاح الافتراضية (%)',
    'डिफ़ॉल्ट उत्तीर्णांक (%)',
    'طے شدہ کامیابی کے نمبر (%)',
  ],
  Compliance: ['الامتثال', 'अनुपालन', 'تعمیل'],
  QHSE: ['الجودة والصحة والسلامة والبيئة', 'गुणवत्ता, स्वास्थ्य, सुरक्षा और पर्यावरण', 'معیار، صحت، حفاظت اور ماحول'],
  IT: ['تقنية المعلومات', 'सूचना प्रौद्योगिकी', 'انفارمیشن ٹیکنالوجی'],
  HR: ['الموارد البشرية', 'मानव संसाधन', 'انسانی وسائل'],
};

/** The labels' translations in the three languages, or none when the text is not in the table. */
export function wordsOf(english: string, key: string): Record<string, Record<string, string>> | undefined {
  const known = WORDS[english];
  if (!known) return undefined;
  return Object.fromEntries(LOCALES.map((locale, at) => [locale, { [key]: known[at] ?? english }]));
}

/** An object's names, field labels and choice names translated into Arabic, Hindi and Urdu. */
export function translated(object: ObjectInput): ObjectInput {
  const names = OBJECT_NAMES[object.name];
  const translations: ObjectTranslations | undefined = names
    ? Object.fromEntries(
        LOCALES.map((locale, at) => [
          locale,
          { display_name: names.singular[at] ?? '', plural_name: names.plural[at] ?? '' },
        ]),
      )
    : undefined;
  return {
    ...object,
    ...(translations ? { translations } : {}),
    attributes: (object.attributes ?? []).map((attribute) => {
      const options: Record<string, unknown> = { ...(attribute.options ?? {}) };
      const label = wordsOf(attribute.label, 'label');
      if (label) options.translations = label;
      if (Array.isArray(options.items))
        options.items = options.items.map((item: { name: string }) => {
          const name = wordsOf(item.name, 'name');
          return name ? { ...item, translations: name } : item;
        });
      return { ...attribute, options } as typeof attribute;
    }),
  };
}
