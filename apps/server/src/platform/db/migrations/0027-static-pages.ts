import { type Kysely, sql } from 'kysely';

/** The platform's pages as first installed, in the four languages; a super admin rewrites them in /superadmin/pages. */
const FIRST_PAGES = [
  {
    slug: 'about',
    locale: 'en',
    title: 'About Atrium',
    body: '<p>Atrium is the internal business platform of our group. One sign-in gives you the modules your role needs: customer relationships, human resources, service desk, learning, digital signature, finance and reporting, across every organization you belong to.</p>',
  },
  {
    slug: 'privacy-policy',
    locale: 'en',
    title: 'Privacy Policy',
    body: "<p>Atrium processes the personal data needed to run the group's business: your identity from the company sign-in, your organizations and permissions, and the records you create. Data stays within the group's systems, is visible only to people whose role requires it, and is kept no longer than company policy allows. Contact the IT team to see or correct your data.</p>",
  },
  {
    slug: 'terms-of-service',
    locale: 'en',
    title: 'Terms of Service',
    body: '<p>Atrium is for employees of the group and their authorised work only. Keep your sign-in to yourself, use the data you see only for your job, and report anything suspicious to the IT team. Activity may be logged to protect the group and its people.</p>',
  },
  {
    slug: 'about',
    locale: 'ar',
    title: 'حول Atrium',
    body: '<p>Atrium هي منصة الأعمال الداخلية لمجموعتنا. بتسجيل دخول واحد تصل إلى الوحدات التي يحتاجها دورك: علاقات العملاء، والموارد البشرية، ومكتب الخدمة، والتعلّم، والتوقيع الرقمي، والمالية، والتقارير، في جميع المؤسسات التي تنتمي إليها.</p>',
  },
  {
    slug: 'privacy-policy',
    locale: 'ar',
    title: 'سياسة الخصوصية',
    body: '<p>تعالج Atrium البيانات الشخصية اللازمة لتسيير أعمال المجموعة: هويتك من تسجيل دخول الشركة، ومؤسساتك وصلاحياتك، والسجلات التي تنشئها. تبقى البيانات داخل أنظمة المجموعة، ولا يطّلع عليها إلا من يتطلب دوره ذلك، ولا تُحفظ أطول مما تسمح به سياسة الشركة. تواصل مع فريق تقنية المعلومات للاطلاع على بياناتك أو تصحيحها.</p>',
  },
  {
    slug: 'terms-of-service',
    locale: 'ar',
    title: 'شروط الخدمة',
    body: '<p>Atrium مخصّصة لموظفي المجموعة ولأعمالهم المصرّح بها فقط. احتفظ ببيانات دخولك لنفسك، واستخدم البيانات التي تطّلع عليها لأداء عملك فقط، وأبلغ فريق تقنية المعلومات عن أي أمر مريب. قد يُسجَّل النشاط لحماية المجموعة وموظفيها.</p>',
  },
  {
    slug: 'about',
    locale: 'hi',
    title: 'Atrium के बारे में',
    body: '<p>Atrium हमारे समूह का आंतरिक व्यावसायिक प्लेटफ़ॉर्म है। एक ही साइन-इन से आपको वे मॉड्यूल मिलते हैं जिनकी आपकी भूमिका को ज़रूरत है: ग्राहक संबंध, मानव संसाधन, सर्विस डेस्क, लर्निंग, डिजिटल हस्ताक्षर, वित्त और रिपोर्टिंग, उन सभी संगठनों में जिनसे आप जुड़े हैं।</p>',
  },
  {
    slug: 'privacy-policy',
    locale: 'hi',
    title: 'गोपनीयता नीति',
    body: '<p>Atrium समूह के कामकाज के लिए आवश्यक व्यक्तिगत डेटा संसाधित करता है: कंपनी साइन-इन से आपकी पहचान, आपके संगठन और अनुमतियाँ, और आपके द्वारा बनाए गए रिकॉर्ड। डेटा समूह की प्रणालियों के भीतर रहता है, केवल उन्हीं लोगों को दिखता है जिनकी भूमिका को इसकी ज़रूरत है, और कंपनी नीति की अनुमति से अधिक समय तक नहीं रखा जाता। अपना डेटा देखने या सुधारने के लिए आईटी टीम से संपर्क करें।</p>',
  },
  {
    slug: 'terms-of-service',
    locale: 'hi',
    title: 'सेवा की शर्तें',
    body: '<p>Atrium केवल समूह के कर्मचारियों और उनके अधिकृत कार्य के लिए है। अपना साइन-इन किसी से साझा न करें, जो डेटा आप देखते हैं उसका उपयोग केवल अपने काम के लिए करें, और कुछ भी संदिग्ध दिखे तो आईटी टीम को बताएँ। समूह और उसके लोगों की सुरक्षा के लिए गतिविधि लॉग की जा सकती है।</p>',
  },
  {
    slug: 'about',
    locale: 'ur',
    title: 'Atrium کا تعارف',
    body: '<p>Atrium ہمارے گروپ کا اندرونی کاروباری پلیٹ فارم ہے۔ ایک ہی سائن اِن سے آپ کو وہ ماڈیولز ملتے ہیں جن کی آپ کے کردار کو ضرورت ہے: صارفین سے تعلقات، انسانی وسائل، سروس ڈیسک، تعلیم و تربیت، ڈیجیٹل دستخط، مالیات اور رپورٹنگ، ان تمام اداروں میں جن سے آپ وابستہ ہیں۔</p>',
  },
  {
    slug: 'privacy-policy',
    locale: 'ur',
    title: 'رازداری کی پالیسی',
    body: '<p>Atrium گروپ کے کاروبار کے لیے ضروری ذاتی ڈیٹا پر کارروائی کرتا ہے: کمپنی سائن اِن سے آپ کی شناخت، آپ کے ادارے اور اجازتیں، اور آپ کے بنائے ہوئے ریکارڈ۔ ڈیٹا گروپ کے نظاموں کے اندر رہتا ہے، صرف انہی لوگوں کو نظر آتا ہے جن کے کردار کو اس کی ضرورت ہو، اور کمپنی کی پالیسی سے زیادہ عرصے تک نہیں رکھا جاتا۔ اپنا ڈیٹا دیکھنے یا درست کرنے کے لیے آئی ٹی ٹیم سے رابطہ کریں۔</p>',
  },
  {
    slug: 'terms-of-service',
    locale: 'ur',
    title: 'سروس کی شرائط',
    body: '<p>Atrium صرف گروپ کے ملازمین اور ان کے مجاز کام کے لیے ہے۔ اپنا سائن اِن کسی سے شیئر نہ کریں، جو ڈیٹا آپ دیکھیں اسے صرف اپنے کام کے لیے استعمال کریں، اور کوئی مشکوک بات نظر آئے تو آئی ٹی ٹیم کو اطلاع دیں۔ گروپ اور اس کے لوگوں کے تحفظ کے لیے سرگرمی کا ریکارڈ رکھا جا سکتا ہے۔</p>',
  },
];

/**
 * Static pages (issue 17 item 4): the platform's own pages (about, privacy policy, terms of service and
 * any other), one row per page and language, English being the fallback. They belong to the platform,
 * not to an organization, so they carry no org_id: every signed-in person reads the same pages.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('static_pages')
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale in ('en', 'ar', 'hi', 'ur')`))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('static_pages_pkey', ['slug', 'locale'])
    .execute();
  await db
    .insertInto('static_pages' as never)
    .values(FIRST_PAGES as never)
    .execute();
}
