import { ar as administrationText } from './administration/ar';
import { ar as creatorText } from './creator/ar';
import { ar as designerText } from './designer/ar';
import type { TranslationResource } from './en';
import { ar as navigationText } from './navigation/ar';
import { objectAccessText } from './object-access';
import { ar as recordsText } from './records/ar';
import { ar as ruleEditorText } from './rule-editor/ar';

export const ar: TranslationResource = {
  common: {
    retry: 'حاول مرة أخرى',
    loading: 'جارٍ التحميل...',
    loadingPleaseWait: 'جارٍ التحميل... يرجى الانتظار',
    backHome: 'العودة إلى جميع الوحدات',
    backToLogin: 'العودة إلى تسجيل الدخول',
    yes: 'نعم',
    no: 'لا',
    language: 'اللغة',
    productLogo: 'شعار {{product}}',
    opensInNewTab: '(يفتح في علامة تبويب جديدة)',
  },
  languages: {
    en: 'English',
    ar: 'العربية',
    hi: 'हिन्दी',
    ur: 'اردو',
  },
  login: {
    title: 'تسجيل الدخول',
    intro: 'سجّل الدخول إلى {{product}} باستخدام حساب الشركة.',
    usernameHint:
      'اسم المستخدم بالصيغة firstname.lastname (الاسم الأول.اسم العائلة) أو firstname_lastname في نطاق الشركة، مثل {{example}}.',
    passwordHint: 'كلمة المرور هي نفس كلمة المرور التي تستخدمها لتسجيل الدخول إلى حاسوبك.',
    sso: 'تسجيل الدخول باستخدام SSO',
    ssoPreparing: 'جارٍ تجهيز تسجيل الدخول الموحّد...',
    ssoUnavailable: 'تسجيل الدخول الموحّد غير متاح حاليًا: {{message}}',
    retry: 'إعادة المحاولة',
    noAccount: 'ليس لديك حساب بعد؟',
    requestAccess: 'طلب الوصول',
    requestSubject: 'طلب حساب في {{product}}',
    requestBody:
      'مرحبًا فريق تقنية المعلومات،\n\nأرجو إنشاء حساب لي في {{product}}.\n\nالاسم الكامل:\nالقسم:\nالمؤسسة:\nالمدير:\n\nشكرًا لكم.',
  },
  checkLogin: {
    verifying: 'نحن نتحقق من تسجيل دخولك',
    failed: 'حدث خطأ',
    stateMismatch: 'هذه الاستجابة لا تطابق طلب تسجيل دخول صادرًا من هذا المتصفح. يرجى تسجيل الدخول مرة أخرى.',
  },
  loginFailed: {
    title: 'فشل تسجيل الدخول',
    text: 'تعذّر تسجيل دخولك لأن مزوّد الهوية لم يُرجع رمز تسجيل الدخول. يرجى المحاولة مرة أخرى، وإذا تكرر الفشل فتواصل مع فريق تقنية المعلومات.',
  },
  outlook: {
    signingIn: 'جارٍ تسجيل دخولك إلى {{product}} باستخدام SSO...',
    unavailable:
      'مكتبة الوظيفة الإضافية لـ Outlook غير متاحة هنا. افتح {{product}} من Outlook أو استخدم صفحة تسجيل الدخول.',
    tokenFailed: 'تعذّر على Outlook توفير رمز تسجيل الدخول: {{message}}',
  },
  register: {
    title: 'إنشاء حساب',
    intro: 'يُنشئ فريق تقنية المعلومات الحسابات؛ هذا النموذج للعرض فقط.',
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    repeatPassword: 'تأكيد كلمة المرور',
    createAccount: 'إنشاء حساب',
    haveAccount: 'لديك حساب بالفعل؟ سجّل الدخول',
  },
  errors: {
    notFoundTitle: 'عذرًا! يبدو أنك تائه.',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة.',
    forbiddenTitle: 'عذرًا! غير مسموح لك.',
    forbiddenText: 'ليست لديك صلاحية فتح هذه الصفحة.',
    serverErrorTitle: 'هيوستن، لدينا مشكلة!',
    serverErrorText: 'حدث خطأ من جانبنا. يرجى المحاولة لاحقًا.',
  },
  logout: {
    inProgress: 'جارٍ تسجيل خروجك!',
  },
  switchOrganization: {
    title: 'تبديل المؤسسة',
    to: 'جارٍ التبديل إلى {{name}}',
    waiting: 'يرجى الانتظار حتى تجهيز مساحة عملك.',
    redirecting: 'مساحة عملك جاهزة. جارٍ تحويلك...',
  },
  notifications: {
    title: 'إشعاراتي',
    empty: 'لا توجد إشعارات بعد',
  },
  activities: {
    title: 'أنشطتي',
    empty: 'لا توجد أنشطة بعد',
  },
  administration: administrationText,
  loginAs: {
    banner: '{{admin}}، أنت مسجّل الدخول باسم {{user}}. يُسجَّل كل ما تفعله بالاسمين معًا.',
    return: 'العودة إلى حسابي',
  },
  shell: {
    modulesNav: 'الوحدات',
    sidebar: 'الشريط الجانبي',
    openSidebar: 'فتح التنقل',
    closeSidebar: 'إغلاق التنقل',
    pinSidebar: 'تثبيت التنقل',
    unpinSidebar: 'إلغاء تثبيت التنقل',
    toggleNavigation: 'إظهار التنقل أو إخفاؤه',
    administration: 'الإدارة',
    userOrganizations: 'مؤسسات المستخدم',
    activeOrganization: 'المؤسسة النشطة',
    activeOrganizationLogo: 'شعار المؤسسة النشطة',
    home: 'الصفحة الرئيسية لـ {{product}}',
    allModules: 'جميع الوحدات',
    myActivities: 'أنشطتي',
    logout: 'تسجيل الخروج',
    about: 'حول',
    privacyPolicy: 'سياسة الخصوصية',
    termsOfService: 'شروط الخدمة',
    notifications: 'الإشعارات',
    breadcrumb: 'مسار التنقل',
    superAdminMode: 'وضع المشرف العام',
    noModules: 'لا توجد لديك وحدات بعد. اطلب الوصول من المسؤول.',
    openModule: 'فتح {{name}}',
    user: 'المستخدم',
  },
  breadcrumb: {
    edit: 'تعديل {{name}}',
    create: 'إنشاء {{name}}',
    newRecord: 'سجل جديد',
    record: 'السجل {{id}}',
  },
  topBar: {
    toolbar: 'إجراءات الصفحة',
    search: 'بحث',
    searchPlaceholder: 'بحث...',
    add: 'إضافة',
    back: 'رجوع',
    delete: 'حذف',
    save: 'حفظ',
    print: 'طباعة',
    confirm: 'هل أنت متأكد؟',
    noTemplates: 'لا توجد قوالب متاحة',
  },
  permissions: {
    lookupFailed: 'تعذر التحقق من صلاحياتك. تحقق من اتصالك وحاول مرة أخرى.',
  },
  update: {
    title: 'تحديث متاح',
    content: 'يتوفر محتوى جديد! يرجى إعادة التحميل',
    reload: 'إعادة التحميل',
  },
  modulePage: {
    notAvailable: '{{page}} — هذه الشاشة غير متاحة بعد في هذا الإصدار من {{product}}.',
    navigation: 'تنقل {{module}}',
  },
  designer: designerText,
  ruleEditor: ruleEditorText,
  creator: creatorText,
  objectAccess: objectAccessText.ar,
  ...navigationText,
  ...recordsText,
};
