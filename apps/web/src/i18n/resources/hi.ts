import { hi as administrationText } from './administration/hi';
import { hi as creatorText } from './creator/hi';
import { hi as designerText } from './designer/hi';
import type { TranslationResource } from './en';
import { hi as navigationText } from './navigation/hi';
import { objectAccessText } from './object-access';
import { hi as recordsText } from './records/hi';
import { hi as ruleEditorText } from './rule-editor/hi';

export const hi: TranslationResource = {
  common: {
    retry: 'फिर से प्रयास करें',
    loading: 'लोड हो रहा है...',
    loadingPleaseWait: 'लोड हो रहा है... कृपया प्रतीक्षा करें',
    backHome: 'सभी मॉड्यूल पर वापस जाएँ',
    backToLogin: 'साइन इन पर वापस जाएँ',
    yes: 'हाँ',
    no: 'नहीं',
    language: 'भाषा',
    productLogo: '{{product}} लोगो',
    opensInNewTab: '(नए टैब में खुलता है)',
  },
  languages: {
    en: 'English',
    ar: 'العربية',
    hi: 'हिन्दी',
    ur: 'اردو',
  },
  login: {
    title: 'साइन इन',
    intro: 'अपने कंपनी खाते से {{product}} में साइन इन करें।',
    usernameHint:
      'आपका उपयोगकर्ता नाम कंपनी डोमेन पर firstname.lastname या firstname_lastname के रूप में है, उदाहरण के लिए {{example}}।',
    passwordHint: 'आपका पासवर्ड वही है जिससे आप अपने कंप्यूटर में साइन इन करते हैं।',
    sso: 'SSO से साइन इन करें',
    ssoPreparing: 'सिंगल साइन-ऑन तैयार किया जा रहा है...',
    ssoUnavailable: 'सिंगल साइन-ऑन अभी उपलब्ध नहीं है: {{message}}',
    retry: 'फिर से प्रयास करें',
    noAccount: 'क्या अभी तक आपका खाता नहीं है?',
    requestAccess: 'पहुँच का अनुरोध करें',
    requestSubject: '{{product}} खाते के लिए अनुरोध',
    requestBody:
      'नमस्ते आईटी टीम,\n\nकृपया मेरे लिए {{product}} खाता बनाएँ।\n\nपूरा नाम:\nविभाग:\nसंगठन:\nप्रबंधक:\n\nधन्यवाद।',
  },
  checkLogin: {
    verifying: 'हम आपके लॉगिन की पुष्टि कर रहे हैं',
    failed: 'एक त्रुटि हुई',
    stateMismatch: 'यह साइन-इन उत्तर इस ब्राउज़र से किए गए अनुरोध से मेल नहीं खाता। कृपया फिर से साइन इन करें।',
  },
  loginFailed: {
    title: 'साइन इन विफल रहा',
    text: 'हम आपको साइन इन नहीं कर सके क्योंकि पहचान प्रदाता ने साइन-इन टोकन नहीं लौटाया। कृपया फिर से प्रयास करें; यदि समस्या बनी रहे तो आईटी टीम से संपर्क करें।',
  },
  outlook: {
    signingIn: 'SSO का उपयोग करके आपको {{product}} में लॉग इन किया जा रहा है...',
    unavailable:
      'Outlook ऐड-इन लाइब्रेरी यहाँ उपलब्ध नहीं है। {{product}} को Outlook से खोलें, या साइन-इन पेज का उपयोग करें।',
    tokenFailed: 'Outlook साइन-इन टोकन नहीं दे सका: {{message}}',
  },
  register: {
    title: 'खाता बनाएँ',
    intro: 'खाते आईटी टीम द्वारा बनाए जाते हैं; यह फ़ॉर्म केवल एक झलक है।',
    username: 'उपयोगकर्ता नाम',
    email: 'ईमेल',
    password: 'पासवर्ड',
    repeatPassword: 'पासवर्ड दोबारा लिखें',
    createAccount: 'खाता बनाएँ',
    haveAccount: 'क्या पहले से खाता है? साइन इन करें',
  },
  errors: {
    notFoundTitle: 'ओह! आप रास्ता भटक गए हैं।',
    notFoundText: 'आप जो पेज ढूँढ रहे हैं वह नहीं मिला।',
    forbiddenTitle: 'ओह! आपको अनुमति नहीं है।',
    forbiddenText: 'आपको यह पेज खोलने की अनुमति नहीं है।',
    serverErrorTitle: 'ह्यूस्टन, हमारे सामने एक समस्या है!',
    serverErrorText: 'हमारी ओर से कुछ गड़बड़ हो गई। कृपया बाद में फिर से प्रयास करें।',
  },
  logout: {
    inProgress: 'आपको लॉग आउट किया जा रहा है!',
  },
  switchOrganization: {
    title: 'संगठन बदला जा रहा है',
    to: '{{name}} पर स्विच किया जा रहा है',
    waiting: 'कृपया प्रतीक्षा करें, आपका कार्यक्षेत्र तैयार किया जा रहा है।',
    redirecting: 'आपका कार्यक्षेत्र तैयार है। आपको आगे भेजा जा रहा है...',
  },
  notifications: {
    title: 'मेरी सूचनाएँ',
    empty: 'अभी तक कोई सूचना नहीं',
  },
  activities: {
    title: 'मेरी गतिविधियाँ',
    empty: 'अभी तक कोई गतिविधि नहीं',
  },
  administration: administrationText,
  loginAs: {
    banner: '{{admin}}, आप {{user}} के रूप में साइन इन हैं। आपका हर कार्य दोनों नामों के साथ दर्ज किया जाता है।',
    return: 'मेरे खाते पर लौटें',
  },
  shell: {
    modulesNav: 'मॉड्यूल',
    sidebar: 'साइडबार',
    openSidebar: 'नेविगेशन खोलें',
    closeSidebar: 'नेविगेशन बंद करें',
    pinSidebar: 'नेविगेशन पिन करें',
    unpinSidebar: 'नेविगेशन अनपिन करें',
    toggleNavigation: 'नेविगेशन दिखाएँ या छिपाएँ',
    administration: 'प्रशासन',
    userOrganizations: 'उपयोगकर्ता के संगठन',
    activeOrganization: 'सक्रिय संगठन',
    activeOrganizationLogo: 'सक्रिय संगठन का लोगो',
    home: '{{product}} होम',
    allModules: 'सभी मॉड्यूल',
    myActivities: 'मेरी गतिविधियाँ',
    logout: 'लॉग आउट',
    about: 'परिचय',
    privacyPolicy: 'गोपनीयता नीति',
    termsOfService: 'सेवा की शर्तें',
    notifications: 'सूचनाएँ',
    breadcrumb: 'ब्रेडक्रंब',
    superAdminMode: 'सुपर एडमिन मोड',
    noModules: 'आपके पास अभी कोई मॉड्यूल नहीं है। पहुँच के लिए अपने व्यवस्थापक से पूछें।',
    openModule: '{{name}} खोलें',
    user: 'उपयोगकर्ता',
  },
  breadcrumb: {
    edit: '{{name}} संपादित करें',
    create: '{{name}} बनाएँ',
    newRecord: 'नया रिकॉर्ड',
    record: 'रिकॉर्ड {{id}}',
  },
  topBar: {
    toolbar: 'पेज की कार्रवाइयाँ',
    search: 'खोजें',
    searchPlaceholder: 'खोजें...',
    add: 'जोड़ें',
    back: 'वापस',
    delete: 'हटाएँ',
    save: 'सहेजें',
    print: 'प्रिंट करें',
    confirm: 'क्या आप निश्चित हैं?',
    noTemplates: 'कोई टेम्पलेट उपलब्ध नहीं',
  },
  permissions: {
    lookupFailed: 'आपकी अनुमतियों की जाँच नहीं हो सकी। अपना कनेक्शन जाँचें और फिर से प्रयास करें।',
  },
  update: {
    title: 'अपडेट उपलब्ध है',
    content: 'नई सामग्री उपलब्ध है! कृपया पेज फिर से लोड करें',
    reload: 'फिर से लोड करें',
  },
  modulePage: {
    notAvailable: '{{page}} — यह स्क्रीन {{product}} के इस संस्करण में अभी उपलब्ध नहीं है।',
    navigation: '{{module}} नेविगेशन',
  },
  designer: designerText,
  ruleEditor: ruleEditorText,
  creator: creatorText,
  objectAccess: objectAccessText.hi,
  ...navigationText,
  ...recordsText,
};
