import type { Locale } from '@atrium/core';

export interface LoginPageTexts {
  title: string;
  intro: string;
  email: string;
  password: string;
  submit: string;
  cancel: string;
  wrongCredentials: string;
  locked: (minutes: number) => string;
  demoAccounts: string;
}

/** The built-in provider's own sign-in page speaks the same four languages as the app. */
export const LOGIN_PAGE_TEXTS: Record<Locale, LoginPageTexts> = {
  en: {
    title: 'Sign in to Atrium',
    intro: 'Use your company e-mail address and your computer password.',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    cancel: 'Cancel',
    wrongCredentials: 'The e-mail address or password is not correct.',
    locked: (m) => `Too many failed sign-in attempts for this account. Try again in ${m} minutes.`,
    demoAccounts: 'Demo accounts (password: atrium)',
  },
  ar: {
    title: 'تسجيل الدخول إلى Atrium',
    intro: 'استخدم عنوان بريدك الإلكتروني في الشركة وكلمة مرور جهاز الكمبيوتر.',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'تسجيل الدخول',
    cancel: 'إلغاء',
    wrongCredentials: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    locked: (m) => `محاولات تسجيل دخول فاشلة كثيرة لهذا الحساب. حاول مرة أخرى بعد ${m} دقيقة.`,
    demoAccounts: 'حسابات تجريبية (كلمة المرور: atrium)',
  },
  hi: {
    title: 'Atrium में साइन इन करें',
    intro: 'अपने कंपनी ई-मेल पते और अपने कंप्यूटर पासवर्ड का उपयोग करें।',
    email: 'ई-मेल',
    password: 'पासवर्ड',
    submit: 'साइन इन करें',
    cancel: 'रद्द करें',
    wrongCredentials: 'ई-मेल पता या पासवर्ड सही नहीं है।',
    locked: (m) => `इस खाते के लिए बहुत अधिक असफल साइन-इन प्रयास। ${m} मिनट बाद फिर से प्रयास करें।`,
    demoAccounts: 'डेमो खाते (पासवर्ड: atrium)',
  },
  ur: {
    title: 'Atrium میں سائن ان کریں',
    intro: 'اپنی کمپنی کا ای میل پتہ اور اپنے کمپیوٹر کا پاس ورڈ استعمال کریں۔',
    email: 'ای میل',
    password: 'پاس ورڈ',
    submit: 'سائن ان کریں',
    cancel: 'منسوخ کریں',
    wrongCredentials: 'ای میل پتہ یا پاس ورڈ درست نہیں ہے۔',
    locked: (m) => `اس اکاؤنٹ کے لیے بہت زیادہ ناکام سائن ان کوششیں۔ ${m} منٹ بعد دوبارہ کوشش کریں۔`,
    demoAccounts: 'ڈیمو اکاؤنٹس (پاس ورڈ: atrium)',
  },
};
