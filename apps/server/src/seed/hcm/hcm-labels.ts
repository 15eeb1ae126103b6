/** The HCM package's labels in Arabic, Hindi and Urdu, by their English text. */
export const HCM_LABELS: Readonly<Record<string, readonly [ar: string, hi: string, ur: string]>> = {
  'Full name': ['الاسم الكامل', 'पूरा नाम', 'پورا نام'],
  'Employee number': ['الرقم الوظيفي', 'कर्मचारी संख्या', 'ملازم نمبر'],
  'Job title': ['المسمى الوظيفي', 'पद नाम', 'عہدہ'],
  'User account (e-mail)': ['حساب المستخدم (البريد)', 'उपयोगकर्ता खाता (ई-मेल)', 'صارف اکاؤنٹ (ای میل)'],
  'User id': ['معرّف المستخدم', 'उपयोगकर्ता आईडी', 'صارف آئی ڈی'],
  Organization: ['المؤسسة', 'संगठन', 'ادارہ'],
  'Hire date': ['تاريخ التعيين', 'नियुक्ति तिथि', 'تقرری کی تاریخ'],
  Photo: ['الصورة', 'फ़ोटो', 'تصویر'],
  Documents: ['المستندات', 'दस्तावेज़', 'دستاویزات'],
  Stars: ['النجوم', 'सितारे', 'ستارے'],
  Manager: ['المدير', 'प्रबंधक', 'مینیجر'],
  Department: ['القسم', 'विभाग', 'شعبہ'],
  Grade: ['الدرجة', 'ग्रेड', 'گریڈ'],
  Name: ['الاسم', 'नाम', 'نام'],
  Code: ['الرمز', 'कोड', 'کوڈ'],
  Level: ['المستوى', 'स्तर', 'سطح'],
  'Days per year': ['أيام في السنة', 'प्रति वर्ष दिन', 'سالانہ دن'],
  Paid: ['مدفوعة', 'सवैतनिक', 'تنخواہ کے ساتھ'],
  Date: ['التاريخ', 'तिथि', 'تاریخ'],
  Year: ['السنة', 'वर्ष', 'سال'],
  'Days entitled': ['الأيام المستحقة', 'पात्र दिन', 'حق کے دن'],
  'Days taken': ['الأيام المأخوذة', 'लिए गए दिन', 'لیے گئے دن'],
  Employee: ['الموظف', 'कर्मचारी', 'ملازم'],
  'Leave type': ['نوع الإجازة', 'अवकाश प्रकार', 'چھٹی کی قسم'],
  From: ['من', 'से', 'سے'],
  To: ['إلى', 'तक', 'تک'],
  Days: ['الأيام', 'दिन', 'دن'],
  Reason: ['السبب', 'कारण', 'وجہ'],
  Status: ['الحالة', 'स्थिति', 'حیثیت'],
  'Manager (approver)': ['المدير (المعتمِد)', 'प्रबंधक (अनुमोदक)', 'مینیجر (منظور کنندہ)'],
  Subject: ['الموضوع', 'विषय', 'موضوع'],
  Kind: ['النوع', 'प्रकार', 'قسم'],
  Details: ['التفاصيل', 'विवरण', 'تفصیلات'],
  Letter: ['خطاب', 'पत्र', 'خط'],
  Certificate: ['شهادة', 'प्रमाणपत्र', 'سرٹیفکیٹ'],
  'Change of details': ['تغيير البيانات', 'विवरण में परिवर्तन', 'تفصیلات میں تبدیلی'],
  Draft: ['مسودة', 'मसौदा', 'مسودہ'],
  Submitted: ['مقدّم', 'प्रस्तुत', 'جمع شدہ'],
  Approved: ['موافق عليه', 'स्वीकृत', 'منظور شدہ'],
  Rejected: ['مرفوض', 'अस्वीकृत', 'مسترد'],
  Done: ['منجز', 'पूर्ण', 'مکمل'],
  Returned: ['مُعاد', 'लौटाया गया', 'واپس بھیجا گیا'],
  Completed: ['مكتمل', 'पूर्ण हुआ', 'مکمل شدہ'],
  'Value points': ['نقاط القيم', 'मूल्य अंक', 'قدر کے پوائنٹس'],
  'Workflow status': ['حالة سير العمل', 'वर्कफ़्लो स्थिति', 'ورک فلو کی حیثیت'],
  'Workflow actions': ['إجراءات سير العمل', 'वर्कफ़्लो क्रियाएँ', 'ورک فلو اقدامات'],
  'Workflow timeline': ['الخط الزمني لسير العمل', 'वर्कफ़्लो समयरेखा', 'ورک فلو ٹائم لائن'],
  Start: ['البداية', 'आरंभ', 'آغاز'],
  End: ['النهاية', 'समाप्ति', 'اختتام'],
  Cycle: ['الدورة', 'चक्र', 'دور'],
  Goals: ['الأهداف', 'लक्ष्य', 'اہداف'],
  'Self rating': ['التقييم الذاتي', 'स्व-मूल्यांकन', 'خود تشخیص'],
  'Manager rating': ['تقييم المدير', 'प्रबंधक मूल्यांकन', 'مینیجر کی درجہ بندی'],
  Skill: ['المهارة', 'कौशल', 'مہارت'],
  'Nominated by': ['رشّحه', 'नामांकनकर्ता', 'نامزد کنندہ'],
  Points: ['النقاط', 'अंक', 'پوائنٹس'],
  Open: ['مفتوحة', 'खुला', 'کھلا'],
  Closed: ['مغلقة', 'बंद', 'بند'],
  Planned: ['مخطط', 'नियोजित', 'منصوبہ بند'],
  Title: ['العنوان', 'शीर्षक', 'عنوان'],
  Profile: ['الملف', 'प्रोफ़ाइल', 'پروفائل'],
  Workflow: ['سير العمل', 'वर्कफ़्लो', 'ورک فلو'],
  Files: ['الملفات', 'फ़ाइलें', 'فائلیں'],
  Period: ['الفترة', 'अवधि', 'مدت'],
};

type Options = Record<string, unknown>;
const LOCALES = ['ar', 'hi', 'ur'] as const;

function translationsOf(english: string, key: string): Record<string, Record<string, string>> | undefined {
  const known = HCM_LABELS[english];
  return known
    ? Object.fromEntries(LOCALES.map((locale, at) => [locale, { [key]: known[at] ?? english }]))
    : undefined;
}

/** An attribute's options with its label's translations and each choice's, as the CRM gives them. */
export function translatedOptions(label: string, options: Options = {}): Options {
  const next: Options = { ...options };
  const translations = translationsOf(label, 'label');
  if (translations) next.translations = translations;
  if (Array.isArray(options.items))
    next.items = options.items.map((item: { name: string }) => {
      const named = translationsOf(item.name, 'name');
      return named ? { ...item, translations: named } : item;
    });
  return next;
}
