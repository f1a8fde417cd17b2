import type { SiteEntry } from './model';

/**
 * A third owner, whose site reads from right to left: the default language is Arabic (`ar`, so every
 * page gets `<html dir="rtl">`), with French and English as further languages (./languages.ts,
 * ./site.fr.ts with resume files of its own, ./site.en.ts with the Arabic-named ones). Twelve projects
 * whose titles test the ids an address is made of: Arabic with harakat (one typed as a keyboard types
 * it, shadda before fatha, which is not the NFC order its id takes) and without, Arabic-Indic digits,
 * `R&D <Tools> "Beta"` (markup-like characters and quotes), an emoji at the end, digits alone (`2048`)
 * and a slash between Arabic and Latin letters; five hobbies; resume files named with Arabic letters
 * and spaces.
 *
 * The photos are as a phone leaves them: JPEGs stored sideways or upside down with an EXIF Orientation
 * tag, a camera's Make and Model and GPS tags; `node tests/owners/third/makePhotos.mjs` draws them
 * again, byte for byte, and checks each.
 *
 *   file (public/images/)     stored      Orientation  upright     camera, place
 *   portrait-laila.jpg        1200×900    6            900×1200    iPhone 15, Beirut
 *   about/balcony.jpg         1200×900    6            900×1200    Pixel 8, Beirut
 *   hobbies/oud.jpg           900×1200    6            1200×900    iPhone 15, Beirut
 *   hobbies/sea.jpg           900×1200    8            1200×900    Galaxy S24 (SM-S921B), Byblos
 *   hobbies/calligraphy.png   1200×900    (none, PNG)  1200×900    no EXIF
 *   hobbies/manakish.jpg      1200×900    1            1200×900    Pixel 8, Tripoli
 *   hobbies/running.jpg       1200×900    3            1200×900    iPhone 15, Beirut (stored upside down)
 *   projects/editor.png       1280×800    (none, PNG)  1280×800    no EXIF
 *   projects/dashboard.jpg    800×1280    6            1280×800    Galaxy S24, Beirut
 *   projects/map.jpg          1280×800    1            1280×800    Pixel 8, Paris
 *   projects/board.jpg        800×1280    8            1280×800    iPhone 15, Beirut
 *
 * How to tell a picture's top: in every upright picture the top 15 % is a red band (#d62828) with a
 * yellow square (#ffd60a, 8 % of the width) in its top-left corner (left as seen, whatever the page's
 * direction); a white arrow in the middle points up (head at 30–50 % of the height, shaft 50–75 %,
 * so the portrait's circle and the cards' crops show it); the bottom 8 % is dark blue (#003049).
 * Shown sideways, the red band is on the left or the right; upside down, at the bottom.
 */

const ownerName = 'ليلى حداد';
const firstName = ownerName.split(' ')[0];

export const layout = {
  skipLink: 'انتقل إلى المحتوى',
  navigation: {
    label: 'الموقع',
    links: { projects: 'أعمالي', hobby: 'هواياتي', home: 'الرئيسية', about: 'من أنا' },
  },
  themeToggle: 'الوضع الداكن',
  newTabNote: '(يُفتح في تبويب جديد)',
  loading: 'لحظة من فضلك…',
  /**
   * Where the site has more than one language: offered, in this language, to a visitor whose browser
   * prefers it to the page's (a page in another language shows this language's words).
   */
  languageNotice: {
    text: 'لهذه الصفحة نسخة بالعربية.',
    follow: 'اقرأها بالعربية',
    dismiss: 'أبقى هنا',
  },
} satisfies SiteEntry['layout'];

export const owner = {
  name: ownerName,
  firstName,
  role: 'مهندسة واجهات أمامية',
  graduation: { year: 2019, degree: 'بكالوريوس في علوم الحاسوب', school: 'معهد الساحل للتكنولوجيا' },
  summary: `${ownerName} مهندسة واجهات أمامية في بيروت، تبني مواقع سريعة تُقرأ من اليمين إلى اليسار كما من اليسار إلى اليمين، ويستعملها الجميع بلوحة المفاتيح وقارئ الشاشة.`,
  portrait: {
    src: '/images/portrait-laila.jpg',
    alt: `${ownerName} تبتسم أمام جدار بلون الرمل`,
  },
} satisfies SiteEntry['owner'];

export const home = {
  greeting: `مرحباً، أنا ${ownerName}!`,
  intro: 'أصنع واجهات ويب عربية لا تبدو كأنها ترجمة عن الإنكليزية.',
  graduationLine: `تخرّجتُ عام ${owner.graduation.year} بشهادة ${owner.graduation.degree} من ${owner.graduation.school}.`,
  jobLine: `أعمل اليوم ${owner.role} في فريق صغير يبني منتجات للقرّاء في العالم العربي.`,
  hobbyLinkText: 'ماذا أفعل بعيداً عن الشاشة',
} satisfies SiteEntry['home'];

export const resume = {
  heading: 'سيرتي الذاتية',
  pdf: {
    href: '/files/سيرة ليلى 2026.pdf',
    downloadLabel: 'تنزيل السيرة (PDF)',
    viewLabel: 'قراءة السيرة على الموقع',
    retryLabel: 'إعادة محاولة تنزيل PDF',
  },
  word: {
    href: '/files/سيرة ليلى 2026.docx',
    downloadLabel: 'تنزيل السيرة (Word)',
    retryLabel: 'إعادة محاولة تنزيل ملف Word',
  },
  messages: {
    downloading: 'جارٍ تنزيل {file}…',
    started: 'بدأ متصفحك تنزيل {file}.',
    failed: 'تعذّر تنزيل {file} ({reason}).',
    reasons: {
      unreachable: 'يبدو أنك غير متصل بالإنترنت',
      status: 'ردّ الخادم بالخطأ {status}',
      timeout: 'لم يصل أي رد في الوقت المحدد',
      unexpected: 'حدثت مشكلة غير متوقعة',
    },
  },
} satisfies SiteEntry['resume'];

export const about = {
  eyebrow: 'قليلاً عني',
  heading: 'من أنا',
  paragraphs: [
    `درستُ علوم الحاسوب في ${owner.graduation.school}، وكان مشروع تخرّجي أول موقع أكتبه من اليمين إلى اليسار من البداية، بدل أن أقلب موقعاً إنكليزياً في آخر أسبوع.`,
    'أحببتُ الواجهات لأنها المكان الذي يلتقي فيه البرنامج بالناس: زر لا يسمعه قارئ الشاشة، أو سهم يشير إلى الجهة الخطأ في صفحة عربية، خطأ صغير يدفع ثمنه شخص حقيقي.',
    'أعمل اليوم بـ TypeScript وReact، وأهتم بالأداء على الهواتف المتوسطة وبإمكانية الوصول وبالتدويل. أكتب الاختبارات قبل أن أطلب المراجعة، وأقرأ المواصفات حين يختلف متصفحان.',
    'تعلّمتُ الكثير من [دليل الخصائص المنطقية على MDN](https://developer.mozilla.org/docs/Web/CSS/CSS_logical_properties_and_values) ومن [مقالات W3C عن النصوص ثنائية الاتجاه](https://www.w3.org/International/articles/inline-bidi-markup/)، وما زلتُ أعود إليهما كل شهر.',
    'عندك فكرة أو سؤال؟ راسلني على [laila@example.net](mailto:laila@example.net).',
  ],
  photo: {
    src: '/images/about/balcony.jpg',
    alt: `شرفة ${ownerName} المطلة على البحر، وعليها أصيص حبق`,
  },
} satisfies SiteEntry['about'];

export const hobbiesPage = { title: 'بعيداً عن العمل', heading: 'ما يملأ وقتي' } satisfies SiteEntry['hobbiesPage'];

export const hobbies = [
  {
    title: 'العزف على العود',
    description: 'أتعلّم العود منذ ثلاث سنوات مع أستاذ في الأشرفية، وما زال مقام السيكاه يهزمني في كل درس.',
    image: '/images/hobbies/oud.jpg',
  },
  {
    title: 'السباحة في البحر',
    description:
      'كل أحد في الصيف أسبح من صخور جبيل إلى أبعد عوّامة وأعود.\n\nمواعيد السباحة الجماعية هنا: https://swim.example.net/byblos',
    image: '/images/hobbies/sea.jpg',
  },
  {
    title: 'الخط العربي',
    description:
      'أتمرّن على خط الرقعة بقلم قصب، صفحة كل ليلة، على طريقة [كرّاسة هاشم البغدادي](https://calligraphy.example.org/riqaa).',
    image: '/images/hobbies/calligraphy.png',
  },
  {
    title: 'خبز المناقيش',
    description: 'صباح السبت لي وللفرن: مناقيش زعتر وجبنة لكل جار يشمّ الرائحة ويطرق الباب.',
    image: '/images/hobbies/manakish.jpg',
  },
  {
    title: 'الجري عند الفجر',
    description: 'أركض على كورنيش بيروت قبل أن تشتدّ الحرارة، عشرة كيلومترات ثلاث مرات في الأسبوع.',
    image: '/images/hobbies/running.jpg',
  },
] satisfies SiteEntry['hobbies'];

export const projectsPage = {
  title: 'ما بنيتُه',
  heading: 'أعمال مختارة',
  subheading: 'اثنا عشر مشروعاً، من تجارب المساء إلى مواقع يستعملها الناس كل يوم.',
  /** The link from a project's own page (its address visited straight) back to the grid. */
  allProjectsLink: 'العودة إلى كل الأعمال',
  popup: {
    closeLabel: 'إغلاق المشروع',
    imageAlt: 'لقطة من {title}',
    sourceLink: 'الشيفرة على GitHub',
    privateSource: 'اسألني عن الشيفرة',
    privateSourceNote: 'هذه الشيفرة ليست منشورة، لكنني أشرحها لك بكل سرور.',
    durationLabel: 'متى:',
    stackLabel: 'الأدوات:',
    descriptionLabel: 'باختصار:',
  },
} satisfies SiteEntry['projectsPage'];

export const projects = [
  // Harakat typed as a keyboard types them, shadda before fatha: the id leaves them out, as it does
  // any harakat (projects['مدونة'] in the translations), so an address typed with or without lands.
  {
    title: 'مُدَوَّنَة',
    image: '/images/projects/editor.png',
    duration: 'كانون الثاني 2024 – اليوم',
    stack: 'Astro, TypeScript, MDX',
    description:
      'مدونتي الشخصية بالعربية والفرنسية، أكتب فيها عن الواجهات ثنائية الاتجاه وعن الأخطاء التي تعلّمتُ منها.\n\nكل صفحة فيها تُبنى مسبقاً ولا تحمّل سكربتاً لا تحتاج إليه، وكتبتُ [شرحاً لطريقة بنائها](https://laila.example.net/blog/how-it-is-built) لمن يريد أن يفعل مثلها.',
    code: true,
    link: 'https://github.com/laila-haddad/blog',
  },
  // Arabic and Latin letters with a slash between the Latin ones.
  {
    title: 'لوحة CI/CD',
    image: '/images/projects/dashboard.jpg',
    duration: 'أيار 2023 – كانون الأول 2023',
    stack: 'React, TypeScript, GitHub Actions',
    description:
      'لوحة واحدة تجمع حالة كل خطوط البناء والنشر في الفريق، فيرى الجميع بنظرة واحدة ما الذي تعطّل ومن يعمل على إصلاحه.',
    code: true,
    link: 'https://github.com/laila-haddad/pipeline-board',
  },
  // Characters that mean something in HTML and in attributes: they must show as typed.
  {
    title: 'R&D <Tools> "Beta"',
    image: '/images/projects/dashboard.jpg',
    duration: '2023',
    stack: 'Vue, Node.js, PostgreSQL',
    description:
      'أدوات داخلية لفريق البحث والتطوير. نعم، في العنوان فعلاً <Tools> وعلامتا تنصيص: هكذا سمّاها الفريق في أول يوم، وبقي الاسم.',
    code: false,
    link: '',
  },
  // An emoji at the end: the id ends before it.
  {
    title: 'دليل المقاهي ☕',
    image: '/images/projects/map.jpg',
    duration: 'صيف 2022',
    stack: 'Svelte, Leaflet, OpenStreetMap',
    description: 'خريطة لمقاهي بيروت التي فيها مقابس كهرباء وإنترنت يعمل، يضيف إليها الأصدقاء كل مقهى جديد يجدونه.',
    code: true,
    link: 'https://github.com/laila-haddad/cafe-guide',
  },
  // Digits alone.
  {
    title: '2048',
    image: '/images/projects/board.jpg',
    duration: 'آذار 2021',
    stack: 'JavaScript, CSS Grid',
    description:
      'نسختي من اللعبة المعروفة، بالأرقام الهندية ومن اليمين إلى اليسار، لأتعلّم كيف تنعكس الحركات والأسهم في واجهة عربية.',
    code: true,
    link: 'https://github.com/laila-haddad/2048',
  },
  {
    title: 'مُتَرْجِمُ الواجهات',
    image: '/images/projects/editor.png',
    duration: 'تشرين الأول 2022 – اليوم',
    stack: 'TypeScript, ICU MessageFormat, Vite',
    description:
      'مكتبة صغيرة تترجم نصوص الواجهة وتقلب اتجاهها عند الحاجة، مع صيغ الجمع العربية الست كلها.\n\nبدأتُها بعدما تعبتُ من رؤية «1 ملفات» في كل تطبيق. التوثيق على [موقع المشروع](https://laila.example.net/mutarjim).',
    code: true,
    link: 'https://github.com/laila-haddad/mutarjim',
  },
  {
    title: 'خرائط بيروت',
    image: '/images/projects/map.jpg',
    duration: 'شباط 2020 – حزيران 2020',
    stack: 'React, MapLibre GL, GTFS',
    description: 'خطوط الفانات والباصات في بيروت على خريطة واحدة، جمعناها من أسئلة الركاب لأن لا جدول رسمياً لها.',
    code: true,
    link: 'https://github.com/laila-haddad/beirut-bus-map',
  },
  {
    title: 'مكتبة المكونات',
    image: '/images/projects/editor.png',
    duration: 'أيلول 2021 – نيسان 2023',
    stack: 'React, Storybook, CSS Modules',
    description:
      'نظام التصميم لشركة عملتُ فيها: أزرار ونماذج وجداول تعمل بلوحة المفاتيح ومع قارئات الشاشة وفي الاتجاهين. الشيفرة ملك الشركة.',
    code: false,
    link: '',
  },
  {
    title: 'إمكانية الوصول أولاً',
    image: '/images/projects/dashboard.jpg',
    duration: 'كانون الثاني 2023',
    stack: 'TypeScript, axe-core, WebExtensions',
    description: 'إضافة للمتصفح تفحص الصفحة المفتوحة وتشرح كل مشكلة في إمكانية الوصول بالعربية، مع مثال على إصلاحها.',
    code: true,
    link: 'https://github.com/laila-haddad/access-first',
  },
  {
    title: 'تقويم رمضان',
    image: '/images/projects/board.jpg',
    duration: 'رمضان 2024',
    stack: 'Preact, Service Worker, IndexedDB',
    description: 'تطبيق ويب يعمل دون اتصال، يعرض موعدَي الإمساك والإفطار في مدينتك ويذكّرك قبل المغرب بربع ساعة.',
    code: false,
    link: '',
  },
  {
    title: 'متجر زيت الزيتون',
    image: '/images/projects/map.jpg',
    duration: 'تموز 2021 – تشرين الثاني 2021',
    stack: 'Eleventy, Alpine.js, Stripe',
    description:
      'متجر على الإنترنت لمعصرة عائلتي في الكورة: زيت وزعتر وصابون، مع الدفع عند الاستلام.\n\nصمّمتُه ليعمل على هاتف قديم وشبكة بطيئة، وهذا ما يملكه أغلب زبائننا. يمكنكم [زيارة المتجر](https://olive.example.net).',
    code: false,
    link: '',
  },
  // Arabic-Indic digits.
  {
    title: 'تحدي ١٠٠ يوم',
    image: '/images/projects/board.jpg',
    duration: '2019',
    stack: 'HTML, CSS, JavaScript',
    description: 'مئة صفحة صغيرة في مئة يوم، واحدة كل مساء بعد الجامعة. بعضها جميل وبعضها محرج، وكلها علّمتني شيئاً.',
    code: true,
    link: 'https://github.com/laila-haddad/100-days',
  },
] satisfies SiteEntry['projects'];

export const socialLinks = [
  { name: 'GitHub', href: 'https://github.com/laila-haddad', icon: 'github' },
  { name: 'Mastodon', href: 'https://mastodon.social/@laila', icon: 'mastodon' },
  // An address rather than a profile: it opens the visitor's mail program, in the same tab.
  { name: 'البريد الإلكتروني', href: 'mailto:laila@example.net', icon: '/images/icons/mail.svg' },
] satisfies SiteEntry['socialLinks'];

export const footer = {
  followText: 'تجدونني على:',
  copyright: `© {year} ${ownerName}`,
} satisfies SiteEntry['footer'];

export const siteUrl = 'https://laila.example.net' satisfies SiteEntry['siteUrl'];

export const language = 'ar' satisfies SiteEntry['language'];

export const pageMeta = {
  about: { description: `كيف وصلت ${ownerName} إلى الواجهات الأمامية، وما الذي يشغلها اليوم.` },
  hobby: { description: `${firstName} تعزف العود وتسبح وتخطّ الرقعة وتخبز المناقيش وتركض عند الفجر.` },
  projects: { description: `اثنا عشر مشروعاً من أعمال ${ownerName}، مع أدواتها وروابط شيفرتها.` },
  project: { previewAlt: `{title}: من مشاريع ${ownerName}` },
  notFound: { title: `الصفحة غير موجودة · ${ownerName}`, description: 'لا توجد صفحة على هذا العنوان.' },
} satisfies SiteEntry['pageMeta'];

export const notFound = {
  heading: 'لا شيء هنا',
  text: 'هذا العنوان لا يقود إلى أي صفحة في موقعي. ربما تغيّر الرابط أو سقط منه حرف.',
  homeLink: 'العودة إلى الرئيسية',
} satisfies SiteEntry['notFound'];

export const errorPages = {
  pageNotLoaded: {
    heading: 'لم تصل هذه الصفحة',
    text: 'ربما انقطع الاتصال، أو تغيّر الموقع قبل لحظة. إعادة التحميل تحلّ المشكلة غالباً.',
  },
  pageBroken: {
    heading: 'تعطّلت هذه الصفحة',
    text: 'حدث شيء غير متوقع أثناء عرض هذه الصفحة. أعد تحميلها، أو ابدأ من جديد من الصفحة الرئيسية.',
  },
  appNotStarted: 'تعذّر تحميل جزء من هذا الموقع. يمكنك متابعة القراءة، أو إعادة التحميل للحصول على الموقع كاملاً.',
  reloadButton: 'أعد التحميل',
  homeLink: 'العودة إلى الرئيسية',
} satisfies SiteEntry['errorPages'];
