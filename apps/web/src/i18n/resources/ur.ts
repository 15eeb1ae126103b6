import { ur as administrationText } from './administration/ur';
import { ur as creatorText } from './creator/ur';
import { ur as designerText } from './designer/ur';
import type { TranslationResource } from './en';
import { ur as navigationText } from './navigation/ur';
import { objectAccessText } from './object-access';
import { ur as recordsText } from './records/ur';
import { ur as ruleEditorText } from './rule-editor/ur';

export const ur: TranslationResource = {
  common: {
    retry: 'دوبارہ کوشش کریں',
    loading: 'لوڈ ہو رہا ہے...',
    loadingPleaseWait: 'لوڈ ہو رہا ہے... براہ کرم انتظار کریں',
    backHome: 'تمام ماڈیولز پر واپس جائیں',
    backToLogin: 'سائن اِن پر واپس جائیں',
    yes: 'ہاں',
    no: 'نہیں',
    language: 'زبان',
    productLogo: '{{product}} کا لوگو',
    opensInNewTab: '(نئے ٹیب میں کھلتا ہے)',
  },
  languages: {
    en: 'English',
    ar: 'العربية',
    hi: 'हिन्दी',
    ur: 'اردو',
  },
  login: {
    title: 'سائن اِن',
    intro: 'اپنے کمپنی اکاؤنٹ سے {{product}} میں سائن اِن کریں۔',
    usernameHint:
      'آپ کا صارف نام کمپنی ڈومین پر firstname.lastname یا firstname_lastname کی صورت میں ہے، مثال کے طور پر {{example}}۔',
    passwordHint: 'آپ کا پاس ورڈ وہی ہے جس سے آپ اپنے کمپیوٹر میں سائن اِن کرتے ہیں۔',
    sso: 'SSO کے ذریعے سائن اِن کریں',
    ssoPreparing: 'سنگل سائن آن تیار کیا جا رہا ہے...',
    ssoUnavailable: 'سنگل سائن آن اس وقت دستیاب نہیں: {{message}}',
    retry: 'دوبارہ کوشش کریں',
    noAccount: 'کیا ابھی تک آپ کا اکاؤنٹ نہیں ہے؟',
    requestAccess: 'رسائی کی درخواست کریں',
    requestSubject: '{{product}} اکاؤنٹ کی درخواست',
    requestBody:
      'السلام علیکم آئی ٹی ٹیم،\n\nبراہ کرم میرے لیے {{product}} اکاؤنٹ بنا دیں۔\n\nپورا نام:\nشعبہ:\nادارہ:\nمینیجر:\n\nشکریہ۔',
  },
  checkLogin: {
    verifying: 'ہم آپ کے لاگ اِن کی تصدیق کر رہے ہیں',
    failed: 'ایک خرابی پیش آئی',
    stateMismatch:
      'یہ سائن اِن جواب اس براؤزر سے کی گئی درخواست سے مطابقت نہیں رکھتا۔ براہ کرم دوبارہ سائن اِن کریں۔',
  },
  loginFailed: {
    title: 'سائن اِن ناکام رہا',
    text: 'ہم آپ کو سائن اِن نہیں کر سکے کیونکہ شناخت فراہم کنندہ نے سائن اِن ٹوکن واپس نہیں کیا۔ براہ کرم دوبارہ کوشش کریں؛ اگر مسئلہ برقرار رہے تو آئی ٹی ٹیم سے رابطہ کریں۔',
  },
  outlook: {
    signingIn: 'SSO کے ذریعے آپ کو {{product}} میں لاگ اِن کیا جا رہا ہے...',
    unavailable:
      'Outlook ایڈ اِن لائبریری یہاں دستیاب نہیں ہے۔ {{product}} کو Outlook سے کھولیں، یا سائن اِن صفحہ استعمال کریں۔',
    tokenFailed: 'Outlook سائن اِن ٹوکن فراہم نہیں کر سکا: {{message}}',
  },
  register: {
    title: 'اکاؤنٹ بنائیں',
    intro: 'اکاؤنٹ آئی ٹی ٹیم بناتی ہے؛ یہ فارم صرف ایک جھلک ہے۔',
    username: 'صارف نام',
    email: 'ای میل',
    password: 'پاس ورڈ',
    repeatPassword: 'پاس ورڈ دوبارہ لکھیں',
    createAccount: 'اکاؤنٹ بنائیں',
    haveAccount: 'کیا پہلے سے اکاؤنٹ ہے؟ سائن اِن کریں',
  },
  errors: {
    notFoundTitle: 'اوہ! آپ راستہ بھٹک گئے ہیں۔',
    notFoundText: 'آپ جو صفحہ تلاش کر رہے ہیں وہ نہیں ملا۔',
    forbiddenTitle: 'اوہ! آپ کو اجازت نہیں ہے۔',
    forbiddenText: 'آپ کو یہ صفحہ کھولنے کی اجازت نہیں ہے۔',
    serverErrorTitle: 'ہیوسٹن، ہمیں ایک مسئلہ درپیش ہے!',
    serverErrorText: 'ہماری طرف سے کچھ غلط ہو گیا۔ براہ کرم بعد میں دوبارہ کوشش کریں۔',
  },
  logout: {
    inProgress: 'آپ کو لاگ آؤٹ کیا جا رہا ہے!',
  },
  switchOrganization: {
    title: 'ادارہ تبدیل کیا جا رہا ہے',
    to: '{{name}} پر منتقل کیا جا رہا ہے',
    waiting: 'براہ کرم انتظار کریں، آپ کی ورک اسپیس تیار کی جا رہی ہے۔',
    redirecting: 'آپ کی ورک اسپیس تیار ہے۔ آپ کو آگے بھیجا جا رہا ہے...',
  },
  notifications: {
    title: 'میری اطلاعات',
    empty: 'ابھی تک کوئی اطلاع نہیں',
  },
  activities: {
    title: 'میری سرگرمیاں',
    empty: 'ابھی تک کوئی سرگرمی نہیں',
  },
  administration: administrationText,
  loginAs: {
    banner: '{{admin}}، آپ {{user}} کے طور پر سائن اِن ہیں۔ آپ کا ہر عمل دونوں ناموں کے ساتھ درج کیا جاتا ہے۔',
    return: 'میرے اکاؤنٹ پر واپس جائیں',
  },
  shell: {
    modulesNav: 'ماڈیولز',
    sidebar: 'سائیڈ بار',
    openSidebar: 'نیویگیشن کھولیں',
    closeSidebar: 'نیویگیشن بند کریں',
    pinSidebar: 'نیویگیشن پن کریں',
    unpinSidebar: 'نیویگیشن اَن پن کریں',
    toggleNavigation: 'نیویگیشن دکھائیں یا چھپائیں',
    administration: 'انتظامیہ',
    userOrganizations: 'صارف کے ادارے',
    activeOrganization: 'فعال ادارہ',
    activeOrganizationLogo: 'فعال ادارے کا لوگو',
    home: '{{product}} ہوم',
    allModules: 'تمام ماڈیولز',
    myActivities: 'میری سرگرمیاں',
    logout: 'لاگ آؤٹ',
    about: 'تعارف',
    privacyPolicy: 'رازداری کی پالیسی',
    termsOfService: 'سروس کی شرائط',
    notifications: 'اطلاعات',
    breadcrumb: 'بریڈ کرمب',
    superAdminMode: 'سپر ایڈمن موڈ',
    noModules: 'آپ کے پاس ابھی کوئی ماڈیول نہیں ہے۔ رسائی کے لیے اپنے منتظم سے رابطہ کریں۔',
    openModule: '{{name}} کھولیں',
    user: 'صارف',
  },
  breadcrumb: {
    edit: '{{name}} میں ترمیم کریں',
    create: '{{name}} بنائیں',
    newRecord: 'نیا ریکارڈ',
    record: 'ریکارڈ {{id}}',
  },
  topBar: {
    toolbar: 'صفحے کے اقدامات',
    search: 'تلاش',
    searchPlaceholder: 'تلاش کریں...',
    add: 'شامل کریں',
    back: 'واپس',
    delete: 'حذف کریں',
    save: 'محفوظ کریں',
    print: 'پرنٹ کریں',
    confirm: 'کیا آپ کو یقین ہے؟',
    noTemplates: 'کوئی ٹیمپلیٹ دستیاب نہیں',
  },
  permissions: {
    lookupFailed: 'آپ کی اجازتوں کی جانچ نہیں ہو سکی۔ اپنا کنکشن چیک کریں اور دوبارہ کوشش کریں۔',
  },
  update: {
    title: 'اپ ڈیٹ دستیاب ہے',
    content: 'نیا مواد دستیاب ہے! براہ کرم صفحہ دوبارہ لوڈ کریں',
    reload: 'دوبارہ لوڈ کریں',
  },
  modulePage: {
    notAvailable: '{{page}} — یہ اسکرین {{product}} کے اس ورژن میں ابھی دستیاب نہیں ہے۔',
    navigation: '{{module}} نیویگیشن',
  },
  designer: designerText,
  ruleEditor: ruleEditorText,
  creator: creatorText,
  objectAccess: objectAccessText.ur,
  ...navigationText,
  ...recordsText,
};
