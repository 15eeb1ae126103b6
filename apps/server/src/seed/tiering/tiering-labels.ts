import {
  objectNamesTranslator,
  optionsTranslator,
  type PackageObjectNames,
  type PackageWords,
} from '../seed-translations';

/** The tiering tool's labels in Arabic, Hindi and Urdu, by their English text. */
export const TIERING_LABELS: PackageWords = {
  Name: ['الاسم', 'नाम', 'نام'],
  Description: ['الوصف', 'विवरण', 'تفصیل'],
  'Minimum score': ['الحد الأدنى للنتيجة', 'न्यूनतम अंक', 'کم از کم اسکور'],
  Rank: ['الترتيب', 'क्रम', 'درجہ'],
  Criterion: ['المعيار', 'मानदंड', 'معیار'],
  Weight: ['الوزن', 'भार', 'وزن'],
  Country: ['الدولة', 'देश', 'ملک'],
  Website: ['الموقع الإلكتروني', 'वेबसाइट', 'ویب سائٹ'],
  'Relationship partner (e-mail)': [
    'الشريك المسؤول (البريد)',
    'संबंध भागीदार (ई-मेल)',
    'تعلقات کے شراکت دار (ای میل)',
  ],
  'Panel status': ['حالة القائمة', 'पैनल स्थिति', 'پینل کی حیثیت'],
  'Current tier': ['الفئة الحالية', 'वर्तमान श्रेणी', 'موجودہ درجہ'],
  'Latest score': ['آخر نتيجة', 'नवीनतम अंक', 'تازہ ترین اسکور'],
  'Law firm': ['مكتب المحاماة', 'विधि फ़र्म', 'قانونی فرم'],
  'Practice area': ['مجال الممارسة', 'अभ्यास क्षेत्र', 'پریکٹس کا شعبہ'],
  Year: ['السنة', 'वर्ष', 'سال'],
  Quality: ['الجودة', 'गुणवत्ता', 'معیار کار'],
  Responsiveness: ['سرعة الاستجابة', 'प्रतिक्रियाशीलता', 'جوابدہی'],
  'Value for money': ['القيمة مقابل التكلفة', 'पैसे का मूल्य', 'قیمت کے مقابلے میں قدر'],
  Expertise: ['الخبرة', 'विशेषज्ञता', 'مہارت'],
  Comments: ['ملاحظات', 'टिप्पणियाँ', 'تبصرے'],
  Score: ['النتيجة', 'अंक', 'اسکور'],
  Tier: ['الفئة', 'श्रेणी', 'درجہ'],
  Active: ['نشط', 'सक्रिय', 'فعال'],
  'Under review': ['قيد المراجعة', 'समीक्षाधीन', 'زیر جائزہ'],
  'Off panel': ['خارج القائمة', 'पैनल से बाहर', 'پینل سے باہر'],
};

const NAMES: PackageObjectNames = {
  ppctt_practice_area: {
    ar: ['مجال ممارسة', 'مجالات الممارسة'],
    hi: ['अभ्यास क्षेत्र', 'अभ्यास क्षेत्र'],
    ur: ['پریکٹس کا شعبہ', 'پریکٹس کے شعبے'],
  },
  ppctt_tier: { ar: ['فئة', 'الفئات'], hi: ['श्रेणी', 'श्रेणियाँ'], ur: ['درجہ', 'درجے'] },
  ppctt_criterion: {
    ar: ['معيار تقييم', 'معايير التقييم'],
    hi: ['मूल्यांकन मानदंड', 'मूल्यांकन मानदंड'],
    ur: ['جائزے کا معیار', 'جائزے کے معیارات'],
  },
  ppctt_firm: {
    ar: ['مكتب محاماة', 'مكاتب المحاماة'],
    hi: ['विधि फ़र्म', 'विधि फ़र्में'],
    ur: ['قانونی فرم', 'قانونی فرمیں'],
  },
  ppctt_evaluation: {
    ar: ['تقييم مكتب', 'تقييمات المكاتب'],
    hi: ['फ़र्म मूल्यांकन', 'फ़र्म मूल्यांकन'],
    ur: ['فرم کا جائزہ', 'فرموں کے جائزے'],
  },
};

/** An object's names in Arabic, Hindi and Urdu. */
export const tieringObjectTranslations = objectNamesTranslator(NAMES);

/** An attribute's options with its label's translations and each choice's. */
export const translatedOptions = optionsTranslator(TIERING_LABELS);
