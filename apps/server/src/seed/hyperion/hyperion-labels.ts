import {
  objectNamesTranslator,
  optionsTranslator,
  type PackageObjectNames,
  type PackageWords,
} from '../seed-translations';

/** Hyperion's labels in Arabic, Hindi and Urdu, by their English text. */
export const HYPERION_LABELS: PackageWords = {
  Code: ['الرمز', 'कोड', 'کوڈ'],
  Name: ['الاسم', 'नाम', 'نام'],
  'Account type': ['نوع الحساب', 'खाते का प्रकार', 'کھاتے کی قسم'],
  Asset: ['أصول', 'परिसंपत्ति', 'اثاثہ'],
  Liability: ['خصوم', 'देयता', 'واجبات'],
  Equity: ['حقوق الملكية', 'इक्विटी', 'ایکویٹی'],
  Revenue: ['إيرادات', 'राजस्व', 'آمدنی'],
  Expense: ['مصروفات', 'व्यय', 'اخراجات'],
  Direction: ['الاتجاه', 'दिशा', 'سمت'],
  Output: ['ضريبة المخرجات', 'आउटपुट कर', 'آؤٹ پٹ ٹیکس'],
  Input: ['ضريبة المدخلات', 'इनपुट कर', 'ان پٹ ٹیکس'],
  'Rate (%)': ['النسبة (%)', 'दर (%)', 'شرح (%)'],
  Starts: ['يبدأ', 'आरंभ', 'آغاز'],
  Ends: ['ينتهي', 'समाप्ति', 'اختتام'],
  Status: ['الحالة', 'स्थिति', 'حیثیت'],
  Open: ['مفتوحة', 'खुली', 'کھلی'],
  Closed: ['مقفلة', 'बंद', 'بند'],
  Date: ['التاريخ', 'तिथि', 'تاریخ'],
  Reference: ['المرجع', 'संदर्भ', 'حوالہ'],
  Description: ['الوصف', 'विवरण', 'تفصیل'],
  Draft: ['مسودة', 'मसौदा', 'مسودہ'],
  Posted: ['مرحّل', 'पोस्ट किया गया', 'پوسٹ شدہ'],
  'Total debit': ['إجمالي المدين', 'कुल डेबिट', 'کل ڈیبٹ'],
  'Total credit': ['إجمالي الدائن', 'कुल क्रेडिट', 'کل کریڈٹ'],
  Debit: ['مدين', 'डेबिट', 'ڈیبٹ'],
  Credit: ['دائن', 'क्रेडिट', 'کریڈٹ'],
  Net: ['الصافي', 'शुद्ध राशि', 'خالص رقم'],
  'Tax amount': ['مبلغ الضريبة', 'कर राशि', 'ٹیکس کی رقم'],
  Amount: ['المبلغ', 'राशि', 'رقم'],
  Notes: ['ملاحظات', 'टिप्पणियाँ', 'نوٹس'],
  Period: ['الفترة', 'अवधि', 'مدت'],
  'Journal entry': ['قيد يومية', 'जर्नल प्रविष्टि', 'جرنل اندراج'],
  Account: ['الحساب', 'खाता', 'کھاتہ'],
  'Cost centre': ['مركز التكلفة', 'लागत केंद्र', 'لاگت کا مرکز'],
  'Tax code': ['رمز الضريبة', 'कर कोड', 'ٹیکس کوڈ'],
};

const NAMES: PackageObjectNames = {
  hyperion_account: {
    ar: ['حساب', 'دليل الحسابات'],
    hi: ['खाता', 'खातों का चार्ट'],
    ur: ['کھاتہ', 'کھاتوں کا چارٹ'],
  },
  hyperion_cost_centre: {
    ar: ['مركز تكلفة', 'مراكز التكلفة'],
    hi: ['लागत केंद्र', 'लागत केंद्र'],
    ur: ['لاگت کا مرکز', 'لاگت کے مراکز'],
  },
  hyperion_tax_code: {
    ar: ['رمز ضريبة', 'رموز الضريبة'],
    hi: ['कर कोड', 'कर कोड'],
    ur: ['ٹیکس کوڈ', 'ٹیکس کوڈز'],
  },
  hyperion_period: { ar: ['فترة', 'الفترات'], hi: ['अवधि', 'अवधियाँ'], ur: ['مدت', 'مدتیں'] },
  hyperion_journal: {
    ar: ['قيد يومية', 'القيود اليومية'],
    hi: ['जर्नल प्रविष्टि', 'जर्नल प्रविष्टियाँ'],
    ur: ['جرنل اندراج', 'جرنل اندراجات'],
  },
  hyperion_journal_line: {
    ar: ['سطر قيد', 'سطور القيود'],
    hi: ['जर्नल पंक्ति', 'जर्नल पंक्तियाँ'],
    ur: ['جرنل سطر', 'جرنل سطریں'],
  },
  hyperion_budget: { ar: ['موازنة', 'الموازنات'], hi: ['बजट', 'बजट'], ur: ['بجٹ', 'بجٹ'] },
};

/** An object's names in Arabic, Hindi and Urdu. */
export const hyperionObjectTranslations = objectNamesTranslator(NAMES);

/** An attribute's options with its label's translations and each choice's. */
export const translatedOptions = optionsTranslator(HYPERION_LABELS);
