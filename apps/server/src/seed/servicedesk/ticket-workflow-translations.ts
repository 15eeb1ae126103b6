import { workflowTranslationsFrom } from '@atrium/core';

/** The ticket workflow's labels in Arabic, Hindi and Urdu (issue 19 item 6), keyed as workflow-translations.ts says. */
export const TICKET_TRANSLATIONS = workflowTranslationsFrom({
  label: ['تذكرة خدمة', 'सेवा टिकट', 'سروس ٹکٹ'],
  'nodes.triage.label': ['الفرز', 'प्राथमिकता निर्धारण', 'چھانٹی'],
  'nodes.triage.options.assign.label': ['إسناد', 'सौंपें', 'تفویض کریں'],
  'nodes.triage.options.reject.label': ['رفض', 'अस्वीकार करें', 'مسترد کریں'],
  'nodes.triage.options.reject.prompt': [
    'لماذا رُفضت؟',
    'इसे क्यों अस्वीकार किया गया?',
    'اسے کیوں مسترد کیا گیا؟',
  ],
  'nodes.assigned.label': ['مُسندة', 'सौंपा गया', 'تفویض شدہ'],
  'nodes.work.label': ['الحل', 'समाधान', 'حل'],
  'nodes.work.options.resolve.label': ['حل', 'हल करें', 'حل کریں'],
  'nodes.work.options.wait.label': [
    'انتظار مقدم الطلب',
    'अनुरोधकर्ता की प्रतीक्षा करें',
    'درخواست گزار کا انتظار کریں',
  ],
  'nodes.pending.label': ['بانتظار مقدم الطلب', 'अनुरोधकर्ता की प्रतीक्षा में', 'درخواست گزار کے انتظار میں'],
  'nodes.waiting.label': ['ردّ مقدم الطلب', 'अनुरोधकर्ता ने उत्तर दिया', 'درخواست گزار نے جواب دیا'],
  'nodes.closure.label': [
    'موافقة إغلاق الأولوية الأولى',
    'प्राथमिकता-एक समापन स्वीकृति',
    'ترجیح اوّل کی بندش کی منظوری',
  ],
  'nodes.resolved.label': ['محلولة', 'हल किया गया', 'حل شدہ'],
  'nodes.rejected.label': ['مرفوضة', 'अस्वीकृत', 'مسترد شدہ'],
  'nodes.end.label': ['مغلقة', 'बंद', 'بند'],
});
