import type { ObjectInput, ObjectTranslations } from '@atrium/core';

type Three = readonly [ar: string, hi: string, ur: string];
const LOCALES = ['ar', 'hi', 'ur'] as const;

/** The service desk objects' singular and plural names in Arabic, Hindi and Urdu. */
const OBJECT_NAMES: Record<string, { singular: Three; plural: Three }> = {
  service_ticket: { singular: ['تذكرة', 'टिकट', 'ٹکٹ'], plural: ['التذاكر', 'टिकट', 'ٹکٹس'] },
  service_category: { singular: ['فئة', 'श्रेणी', 'زمرہ'], plural: ['الفئات', 'श्रेणियाँ', 'زمرے'] },
  service_team: { singular: ['فريق', 'टीम', 'ٹیم'], plural: ['الفرق', 'टीमें', 'ٹیمیں'] },
  sla_policy: {
    singular: ['سياسة مستوى الخدمة', 'SLA नीति', 'SLA پالیسی'],
    plural: ['سياسات مستوى الخدمة', 'SLA नीतियाँ', 'SLA پالیسیاں'],
  },
  service_ticket_comment: {
    singular: ['تعليق', 'टिप्पणी', 'تبصرہ'],
    plural: ['التعليقات', 'टिप्पणियाँ', 'تبصرے'],
  },
};

/** Field labels and choice names, by their English text. */
const WORDS: Record<string, Three> = {
  Number: ['الرقم', 'संख्या', 'نمبر'],
  Title: ['العنوان', 'शीर्षक', 'عنوان'],
  Description: ['الوصف', 'विवरण', 'تفصیل'],
  Priority: ['الأولوية', 'प्राथमिकता', 'ترجیح'],
  Impact: ['الأثر', 'प्रभाव', 'اثر'],
  Requester: ['مقدم الطلب', 'अनुरोधकर्ता', 'درخواست گزار'],
  Assignee: ['المكلَّف', 'नियुक्त व्यक्ति', 'ذمہ دار'],
  Status: ['الحالة', 'स्थिति', 'حالت'],
  'Raised at': ['وقت الإنشاء', 'दर्ज करने का समय', 'درج کرنے کا وقت'],
  'Response due': ['موعد الاستجابة', 'प्रतिक्रिया की समय सीमा', 'جواب کی آخری تاریخ'],
  'Resolution due': ['موعد الحل', 'समाधान की समय सीमा', 'حل کی آخری تاریخ'],
  'Responded at': ['وقت الاستجابة', 'प्रतिक्रिया का समय', 'جواب کا وقت'],
  'Response SLA breached': ['تجاوز مهلة الاستجابة', 'प्रतिक्रिया SLA का उल्लंघन', 'جواب کی SLA کی خلاف ورزی'],
  'Resolution SLA breached': ['تجاوز مهلة الحل', 'समाधान SLA का उल्लंघन', 'حل کی SLA کی خلاف ورزی'],
  'SLA breached': ['تجاوز اتفاقية مستوى الخدمة', 'SLA का उल्लंघन', 'SLA کی خلاف ورزی'],
  'Resolution time (minutes)': ['وقت الحل (دقائق)', 'समाधान समय (मिनट)', 'حل کا وقت (منٹ)'],
  'SLA paused since': ['إيقاف المهلة منذ', 'SLA रुका हुआ है तब से', 'SLA رکی ہوئی ہے جب سے'],
  'SLA minutes paused': ['دقائق الإيقاف', 'रुके हुए मिनट', 'رکے ہوئے منٹ'],
  'Resolved at': ['وقت الحل', 'समाधान का समय', 'حل کا وقت'],
  Resolution: ['الحل', 'समाधान', 'حل'],
  'Workflow status': ['حالة سير العمل', 'वर्कफ़्लो स्थिति', 'ورک فلو کی حالت'],
  'Workflow actions': ['إجراءات سير العمل', 'वर्कफ़्लो क्रियाएँ', 'ورک فلو کے اقدامات'],
  'Workflow timeline': ['الخط الزمني لسير العمل', 'वर्कफ़्लो समयरेखा', 'ورک فلو کی ٹائم لائن'],
  Name: ['الاسم', 'नाम', 'نام'],
  'Team lead': ['قائد الفريق', 'टीम लीड', 'ٹیم لیڈ'],
  Members: ['الأعضاء', 'सदस्य', 'اراکین'],
  'Response minutes': ['دقائق الاستجابة', 'प्रतिक्रिया मिनट', 'جواب کے منٹ'],
  'Resolution minutes': ['دقائق الحل', 'समाधान मिनट', 'حل کے منٹ'],
  Summary: ['الملخص', 'सारांश', 'خلاصہ'],
  Comment: ['التعليق', 'टिप्पणी', 'تبصرہ'],
  Attachments: ['المرفقات', 'संलग्नक', 'منسلکات'],
  'P1 Critical': ['P1 حرجة', 'P1 गंभीर', 'P1 نازک'],
  'P2 High': ['P2 عالية', 'P2 उच्च', 'P2 زیادہ'],
  'P3 Medium': ['P3 متوسطة', 'P3 मध्यम', 'P3 درمیانی'],
  'P4 Low': ['P4 منخفضة', 'P4 निम्न', 'P4 کم'],
  'One person': ['شخص واحد', 'एक व्यक्ति', 'ایک شخص'],
  'A team': ['فريق', 'एक टीम', 'ایک ٹیم'],
  'The organization': ['المؤسسة', 'संगठन', 'ادارہ'],
  New: ['جديدة', 'नया', 'نیا'],
  Assigned: ['مُسندة', 'सौंपा गया', 'تفویض شدہ'],
  Pending: ['بانتظار مقدم الطلب', 'अनुरोधकर्ता की प्रतीक्षा', 'درخواست گزار کا انتظار'],
  Resolved: ['محلولة', 'हल हो गया', 'حل شدہ'],
  Rejected: ['مرفوضة', 'अस्वीकृत', 'مسترد'],
};

const inLocales = (words: Three, key: string) =>
  Object.fromEntries(LOCALES.map((locale, at) => [locale, { [key]: words[at] }]));

export function objectTranslations(objectName: string): ObjectTranslations | undefined {
  const names = OBJECT_NAMES[objectName];
  if (!names) return undefined;
  return Object.fromEntries(
    LOCALES.map((locale, at) => [
      locale,
      { display_name: names.singular[at], plural_name: names.plural[at] },
    ]),
  );
}

/** The object with each field's label and choice names translated where the dictionary knows them. */
export function withTranslations(object: ObjectInput): ObjectInput {
  return {
    ...object,
    attributes: (object.attributes ?? []).map((attribute) => {
      const options: Record<string, unknown> = { ...(attribute.options ?? {}) };
      const label = WORDS[attribute.label];
      if (label) options.translations = inLocales(label, 'label');
      if (Array.isArray(options.items))
        options.items = options.items.map((item: { name: string }) => {
          const words = WORDS[item.name];
          return words ? { ...item, translations: inLocales(words, 'name') } : item;
        });
      return { ...attribute, options };
    }),
  };
}
