import type { UserZoneText } from './en';

export const hi: UserZoneText = {
  activitiesTitle: 'मेरी गतिविधियाँ',
  activitiesEmpty: 'अभी कुछ नहीं: आपके बनाए या बदले रिकॉर्ड और वर्कफ़्लो के आपके कदम यहाँ दिखते हैं।',
  notificationsTitle: 'मेरी सूचनाएँ',
  notificationsEmpty: 'आपके पास कोई सूचना नहीं है।',
  markRead: 'पढ़ा हुआ चिह्नित करें',
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  unread: 'अपठित',
  bell: 'सूचनाएँ',
  bellCount: '{{count}} अपठित सूचनाएँ',
  loadingMore: 'और लोड हो रहा है…',
  loadFailed: 'लोड नहीं हो सका: {{message}}',
  kinds: {
    created: 'बनाया',
    changed: 'बदला',
    approved: 'स्वीकृत किया',
    rejected: 'अस्वीकृत किया',
    decided: 'निर्णय लिया',
    triggered: 'कदम उठाया',
    assigned: 'मुझे सौंपा गया',
  },
};
