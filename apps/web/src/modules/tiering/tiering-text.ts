import type { Locale } from '@atrium/core';
import { useFeatureTranslation } from '../../i18n/feature-text';

const en = {
  dashboard: {
    title: 'Legal panel dashboard',
    intro: 'The outside law firms on the panel, where their evaluations place them, and how they score.',
    firms: 'Firms on the panel',
    areas: 'Practice areas rated',
    evaluations: 'Evaluations',
    firmsByTier: 'Panel firms by tier',
    scoreByArea: 'Average score by practice area',
    scoreByYear: 'Average score by year',
    tier: 'Tier',
    count: 'Firms',
    area: 'Practice area',
    score: 'Average score',
    year: 'Year',
    evaluated: 'Evaluations',
  },
  configuration: {
    title: 'Tiering configuration',
    intro:
      'The practice areas firms are evaluated in, the tiers and the score each starts at, and the weight of each criterion in the score.',
  },
  unavailable: 'You may not see this list, or the tiering tool is not installed here.',
};
type TieringText = typeof en;

const ar: TieringText = {
  dashboard: {
    title: 'لوحة قائمة المحامين',
    intro: 'مكاتب المحاماة الخارجية في القائمة، والفئات التي تضعها فيها تقييماتها، ونتائجها.',
    firms: 'المكاتب في القائمة',
    areas: 'مجالات الممارسة المقيّمة',
    evaluations: 'التقييمات',
    firmsByTier: 'مكاتب القائمة حسب الفئة',
    scoreByArea: 'متوسط النتيجة حسب مجال الممارسة',
    scoreByYear: 'متوسط النتيجة حسب السنة',
    tier: 'الفئة',
    count: 'المكاتب',
    area: 'مجال الممارسة',
    score: 'متوسط النتيجة',
    year: 'السنة',
    evaluated: 'التقييمات',
  },
  configuration: {
    title: 'إعدادات التصنيف',
    intro:
      'مجالات الممارسة التي تُقيَّم فيها المكاتب، والفئات والنتيجة التي تبدأ منها كل فئة، ووزن كل معيار في النتيجة.',
  },
  unavailable: 'لا يمكنك رؤية هذه القائمة، أو أن أداة التصنيف غير مثبتة هنا.',
};

const hi: TieringText = {
  dashboard: {
    title: 'विधि पैनल डैशबोर्ड',
    intro: 'पैनल की बाहरी विधि फ़र्में, उनके मूल्यांकन उन्हें किस श्रेणी में रखते हैं, और उनके अंक।',
    firms: 'पैनल की फ़र्में',
    areas: 'मूल्यांकित अभ्यास क्षेत्र',
    evaluations: 'मूल्यांकन',
    firmsByTier: 'श्रेणी के अनुसार पैनल फ़र्में',
    scoreByArea: 'अभ्यास क्षेत्र के अनुसार औसत अंक',
    scoreByYear: 'वर्ष के अनुसार औसत अंक',
    tier: 'श्रेणी',
    count: 'फ़र्में',
    area: 'अभ्यास क्षेत्र',
    score: 'औसत अंक',
    year: 'वर्ष',
    evaluated: 'मूल्यांकन',
  },
  configuration: {
    title: 'श्रेणीकरण सेटिंग',
    intro:
      'वे अभ्यास क्षेत्र जिनमें फ़र्मों का मूल्यांकन होता है, श्रेणियाँ और हर श्रेणी का आरंभिक अंक, और अंकों में हर मानदंड का भार।',
  },
  unavailable: 'आप यह सूची नहीं देख सकते, या यहाँ श्रेणीकरण टूल स्थापित नहीं है।',
};

const ur: TieringText = {
  dashboard: {
    title: 'قانونی پینل ڈیش بورڈ',
    intro: 'پینل کی بیرونی قانونی فرمیں، ان کے جائزے انہیں کس درجے میں رکھتے ہیں، اور ان کے اسکور۔',
    firms: 'پینل کی فرمیں',
    areas: 'جائزہ شدہ پریکٹس کے شعبے',
    evaluations: 'جائزے',
    firmsByTier: 'درجے کے لحاظ سے پینل فرمیں',
    scoreByArea: 'پریکٹس کے شعبے کے لحاظ سے اوسط اسکور',
    scoreByYear: 'سال کے لحاظ سے اوسط اسکور',
    tier: 'درجہ',
    count: 'فرمیں',
    area: 'پریکٹس کا شعبہ',
    score: 'اوسط اسکور',
    year: 'سال',
    evaluated: 'جائزے',
  },
  configuration: {
    title: 'درجہ بندی کی ترتیبات',
    intro:
      'وہ شعبے جن میں فرموں کا جائزہ ہوتا ہے، درجے اور ہر درجے کا ابتدائی اسکور، اور اسکور میں ہر معیار کا وزن۔',
  },
  unavailable: 'آپ یہ فہرست نہیں دیکھ سکتے، یا یہاں درجہ بندی کا ٹول نصب نہیں ہے۔',
};

const tieringText: Record<Locale, TieringText> = { en, ar, hi, ur };

/** `useTranslation` for the tiering tool's screens, their strings under `tiering` in their own chunk. */
export function useTieringTranslation() {
  return useFeatureTranslation('tiering', tieringText);
}
