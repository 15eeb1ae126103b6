import type { ObjectInput, ObjectTranslations } from '@atrium/core';

type Three = readonly [ar: string, hi: string, ur: string];
const LOCALES = ['ar', 'hi', 'ur'] as const;

/** The objects' English plurals, which lists and tabs are titled by (the singular is the display name). */
const PLURALS: Record<string, string> = {
  digisign_doc_type: 'Document types',
  digisign_approval_template: 'Approval templates',
  digisign_sys_signature: 'Signing requests',
};

/** The digital signature objects' singular and plural names in Arabic, Hindi and Urdu. */
const OBJECT_NAMES: Record<string, { singular: Three; plural: Three }> = {
  digisign_doc_type: {
    singular: ['نوع المستند', 'दस्तावेज़ प्रकार', 'دستاویز کی قسم'],
    plural: ['أنواع المستندات', 'दस्तावेज़ प्रकार', 'دستاویز کی اقسام'],
  },
  digisign_approval_template: {
    singular: ['قالب الموافقة', 'अनुमोदन टेम्पलेट', 'منظوری کا سانچہ'],
    plural: ['قوالب الموافقة', 'अनुमोदन टेम्पलेट', 'منظوری کے سانچے'],
  },
  digisign_sys_signature: {
    singular: ['طلب توقيع', 'हस्ताक्षर अनुरोध', 'دستخط کی درخواست'],
    plural: ['طلبات التوقيع', 'हस्ताक्षर अनुरोध', 'دستخط کی درخواستیں'],
  },
};

const signer = (slot: number): Record<string, Three> => ({
  [`Signer ${slot} (account e-mail)`]: [
    `الموقّع ${slot} (بريد الحساب)`,
    `हस्ताक्षरकर्ता ${slot} (खाते का ई-मेल)`,
    `دستخط کنندہ ${slot} (اکاؤنٹ کی ای میل)`,
  ],
  [`Signer ${slot} (role)`]: [
    `الموقّع ${slot} (دور)`,
    `हस्ताक्षरकर्ता ${slot} (भूमिका)`,
    `دستخط کنندہ ${slot} (کردار)`,
  ],
  [`Signer ${slot} (user ids)`]: [
    `الموقّع ${slot} (معرّفات المستخدمين)`,
    `हस्ताक्षरकर्ता ${slot} (उपयोगकर्ता आईडी)`,
    `دستخط کنندہ ${slot} (صارف آئی ڈیز)`,
  ],
});

/** Field labels and choice names, by their English text. */
const WORDS: Record<string, Three> = {
  Name: ['الاسم', 'नाम', 'نام'],
  Description: ['الوصف', 'विवरण', 'تفصیل'],
  Title: ['العنوان', 'शीर्षक', 'عنوان'],
  Status: ['الحالة', 'स्थिति', 'حالت'],
  Document: ['المستند', 'दस्तावेज़', 'دستاویز'],
  'SHA-256 of the original': ['SHA-256 للأصل', 'मूल का SHA-256', 'اصل کا SHA-256'],
  'Signed document (file id)': [
    'المستند الموقّع (معرّف الملف)',
    'हस्ताक्षरित दस्तावेज़ (फ़ाइल आईडी)',
    'دستخط شدہ دستاویز (فائل آئی ڈی)',
  ],
  'Signed at': ['وقت التوقيع', 'हस्ताक्षर का समय', 'دستخط کا وقت'],
  'Reason for declining': ['سبب الرفض', 'अस्वीकार करने का कारण', 'انکار کی وجہ'],
  'Workflow status': ['حالة سير العمل', 'वर्कफ़्लो स्थिति', 'ورک فلو کی حالت'],
  'Workflow timeline': ['الخط الزمني لسير العمل', 'वर्कफ़्लो समयरेखा', 'ورک فلو کی ٹائم لائن'],
  Draft: ['مسودة', 'मसौदा', 'مسودہ'],
  'In signing': ['قيد التوقيع', 'हस्ताक्षर में', 'دستخط میں'],
  Signed: ['موقّع', 'हस्ताक्षरित', 'دستخط شدہ'],
  Declined: ['مرفوض', 'अस्वीकृत', 'مسترد'],
  ...signer(1),
  ...signer(2),
  ...signer(3),
  ...signer(4),
};

const inLocales = (words: Three, key: string) =>
  Object.fromEntries(LOCALES.map((locale, at) => [locale, { [key]: words[at] }]));

/** An object's plural name in English, and both its names in Arabic, Hindi and Urdu. */
export function digisignObjectTranslations(objectName: string): ObjectTranslations | undefined {
  const names = OBJECT_NAMES[objectName];
  const plural = PLURALS[objectName];
  if (!names || !plural) return undefined;
  return {
    en: { plural_name: plural },
    ...Object.fromEntries(
      LOCALES.map((locale, at) => [
        locale,
        { display_name: names.singular[at], plural_name: names.plural[at] },
      ]),
    ),
  };
}

/** The object with its names, each field's label and choice names translated. */
export function translatedObject(object: ObjectInput): ObjectInput {
  const translations = digisignObjectTranslations(object.name);
  return {
    ...object,
    ...(translations ? { translations } : {}),
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
