import { en as navigationText } from './navigation/en';
import { objectAccessText } from './object-access';
import { en as recordsText } from './records/en';

/** English is the source of every key; the other locales are typed against it. */
export const en = {
  common: {
    retry: 'Try again',
    loading: 'Loading...',
    loadingPleaseWait: 'Loading... Please wait',
    backHome: 'Back to All Modules',
    backToLogin: 'Back to Sign In',
    yes: 'Yes',
    no: 'No',
    language: 'Language',
    productLogo: '{{product}} logo',
    opensInNewTab: '(opens in a new tab)',
  },
  languages: {
    en: 'English',
    ar: 'العربية',
    hi: 'हिन्दी',
    ur: 'اردو',
  },
  login: {
    title: 'Sign In',
    intro: 'Sign in to {{product}} with your company account.',
    usernameHint:
      'Your username is firstname.lastname or firstname_lastname at the company domain, for example {{example}}.',
    passwordHint: 'Your password is the password you use to sign in to your computer.',
    sso: 'Sign in using SSO',
    ssoPreparing: 'Preparing single sign-on...',
    ssoUnavailable: 'Single sign-on is not available right now: {{message}}',
    retry: 'Try again',
    noAccount: "Don't have an account yet?",
    requestAccess: 'Request Access',
    requestSubject: 'Request for an {{product}} account',
    requestBody:
      'Hello IT team,\n\nPlease create an {{product}} account for me.\n\nFull name:\nDepartment:\nOrganization:\nManager:\n\nThank you.',
  },
  checkLogin: {
    verifying: 'We are verifying your login',
    failed: 'An error occurred',
    stateMismatch:
      'This sign-in answer does not match a request made from this browser. Please sign in again.',
  },
  loginFailed: {
    title: 'Sign-in failed',
    text: 'We could not sign you in because the identity provider did not return a sign-in token. Please try again; if it keeps failing, contact the IT team.',
  },
  outlook: {
    signingIn: 'Logging you into {{product}}, Using SSO...',
    unavailable:
      'The Outlook add-in library is not available here. Open {{product}} from Outlook, or use the sign-in page.',
    tokenFailed: 'Outlook could not provide a sign-in token: {{message}}',
  },
  register: {
    title: 'Create an account',
    intro: 'Accounts are created by the IT team; this form is a preview.',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    repeatPassword: 'Repeat password',
    createAccount: 'Create Account',
    haveAccount: 'Already have an account? Sign in',
  },
  errors: {
    notFoundTitle: "Oops! You're lost.",
    notFoundText: 'The page you are looking for was not found.',
    forbiddenTitle: "Oops! You're not allowed.",
    forbiddenText: 'You do not have permission to open this page.',
    serverErrorTitle: 'Houston, we have a problem!',
    serverErrorText: 'Something went wrong on our side. Please try again later.',
  },
  logout: {
    inProgress: 'Logging you out!',
  },
  switchOrganization: {
    title: 'Switching Organization',
    to: 'Switching to {{name}}',
    waiting: 'Please wait while your workspace is prepared.',
    redirecting: 'Your workspace is ready. Redirecting you...',
  },
  notifications: {
    title: 'My Notifications',
    empty: 'No notifications yet',
  },
  activities: {
    title: 'My Activities',
    empty: 'No activities yet',
  },
  loginAs: {
    banner: '{{admin}}, you are signed in as {{user}}. Everything you do is recorded with both names.',
    return: 'Return to my account',
  },
  shell: {
    modulesNav: 'Modules',
    sidebar: 'Sidebar',
    openSidebar: 'Open navigation',
    closeSidebar: 'Close navigation',
    pinSidebar: 'Pin navigation',
    unpinSidebar: 'Unpin navigation',
    toggleNavigation: 'Toggle navigation',
    administration: 'Administration',
    userOrganizations: 'User Organizations',
    activeOrganization: 'Active organization',
    activeOrganizationLogo: 'Active organization logo',
    home: '{{product}} home',
    allModules: 'All Modules',
    myActivities: 'My Activities',
    logout: 'Logout',
    about: 'About',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    notifications: 'Notifications',
    breadcrumb: 'Breadcrumb',
    superAdminMode: 'Super admin mode',
    noModules: 'You have no modules yet. Ask your administrator for access.',
    openModule: 'Open {{name}}',
    user: 'User',
  },
  breadcrumb: {
    edit: 'Edit {{name}}',
    create: 'Create {{name}}',
    newRecord: 'New record',
    record: 'Record {{id}}',
  },
  topBar: {
    toolbar: 'Page actions',
    search: 'Search',
    searchPlaceholder: 'Search...',
    add: 'Add',
    back: 'Back',
    delete: 'Delete',
    save: 'Save',
    print: 'Print',
    confirm: 'Are you sure?',
    noTemplates: 'No templates available',
  },
  permissions: {
    lookupFailed: 'Your permissions could not be checked. Check your connection and try again.',
  },
  update: {
    title: 'Update Available',
    content: 'New Content Available! please reload',
    reload: 'Reload',
  },
  modulePage: {
    notAvailable: '{{page}} — this screen is not available yet in this version of {{product}}.',
    navigation: '{{module}} navigation',
  },
  objectAccess: objectAccessText.en,
  ...navigationText,
  ...recordsText,
};

export type TranslationResource = typeof en;
