/**
 * Every Persian string of the interface, keyed by id (`theme.<Component>.<purpose>`). Components read
 * them through translate(); nothing in src/components holds a Persian literal. Each area keeps its keys in
 * its own section.
 */
export const fa = {
  // --- Engine: page shell, not-found, code blocks, admonitions, tabs
  'theme.common.skipToContent': 'پرش به محتوای اصلی',
  'theme.NotFound.title': 'صفحه پیدا نشد',
  'theme.NotFound.p1': 'متأسفانه صفحه‌ای که به دنبال آن بودید پیدا نشد.',
  'theme.NotFound.p2': 'لطفاً با صاحب سایتی که شما را به این نشانی فرستاده تماس بگیرید و به او بگویید که پیوندش خراب است.',
  'theme.NotFound.home': 'بازگشت به صفحه‌ی شروع',
  'theme.heading.anchorLabel': 'پیوند مستقیم به بخش «{heading}»',
  'theme.CodeBlock.copy': 'کپی',
  'theme.CodeBlock.copied': 'کپی شد',
  'theme.CodeBlock.copyLabel': 'کپی کد در حافظه',
  'theme.CodeBlock.copyFailed': 'کپی نشد',
  'theme.CodeBlock.region': 'نمونه کد {language}',
  'theme.admonition.tip': 'نکته',
  'theme.admonition.note': 'یادداشت',
  'theme.admonition.info': 'اطلاعات',
  'theme.admonition.warning': 'هشدار',
  'theme.admonition.danger': 'خطر',
  'theme.Table.region': 'جدول؛ برای دیدن همه‌ی ستون‌ها افقی پیمایش کنید',
  'theme.docs.lastUpdated': 'آخرین به‌روزرسانی: {date}',

  // --- Interface: navbar, sidebar, breadcrumbs, pagination, TOC, colour mode, announcement, footer
  'theme.navbar.login': 'ورود',
  'theme.navbar.home': 'صفحه‌ی اصلی {title}',
  'theme.navbar.external': '(در پنجره‌ی کنسول متیس)',
  'theme.footer.copyright': '© {year} متیس. همه‌ی حقوق محفوظ است.',

  // --- Runtime: progress bar, crash and error screens, lazy loading
  'theme.ProgressBar.label': 'در حال بارگیری صفحه',
  'theme.ErrorPageContent.title': 'این صفحه از کار افتاد.',
  'theme.ErrorPageContent.body': 'هنگام نمایش این صفحه خطایی رخ داد. می‌توانید دوباره تلاش کنید یا به صفحه‌ی شروع برگردید.',
  'theme.ErrorPageContent.tryAgain': 'دوباره تلاش کنید',
  'theme.ErrorPageContent.details': 'جزئیات خطا (برای گزارش به ما)',
  'theme.ErrorPage.title': 'خطای صفحه',
  'theme.ErrorPage.loadFailedTitle': 'بارگیری صفحه ناموفق بود.',
  'theme.ErrorPage.loadFailedBody': 'صفحه‌ی {route} بارگیری نشد. ممکن است اتصال اینترنت قطع شده باشد یا نسخه‌ی تازه‌ای از سایت در حال انتشار باشد.',
  'theme.ErrorPage.retry': 'تلاش دوباره',
  'theme.ErrorPage.home': 'بازگشت به صفحه‌ی شروع',
  'theme.Loading.label': 'در حال بارگیری…',
  'theme.Loading.timedOut': 'بارگیری بیش از حد معمول طول کشیده است. می‌توانید صبر کنید یا دوباره تلاش کنید.',
  'theme.Loading.error': 'بارگیری این بخش ناموفق بود.',
  'theme.Loading.retry': 'تلاش دوباره',

  // --- API reference

  // --- Content components: landing hero and cards, figures, price list
  'theme.Hero.start': 'شروع کنید',
  'theme.Hero.introduction': 'معرفی API',
  'theme.Hero.sampleLabel': 'نمونه‌ی درخواست به API متیس',
  'theme.Hero.samplePrompt': 'سلام',
  'theme.FeatureCards.heading': 'امکانات اصلی',
  'theme.PricingTable.caption': '{category}؛ قیمت فهرست به دلار آمریکا در تاریخ {date}',
  'theme.PricingTable.region': 'جدول قیمت {category}؛ برای دیدن همه‌ی ستون‌ها افقی پیمایش کنید',
  'theme.PricingTable.provider': 'ارائه‌دهنده',
  'theme.PricingTable.model': 'مدل',
  'theme.PricingTable.price.input': 'ورودی، هر ۱ میلیون توکن',
  'theme.PricingTable.price.output': 'خروجی، هر ۱ میلیون توکن',
  'theme.PricingTable.price.call': 'هر فراخوانی',
  'theme.PricingTable.price.second': 'هر ثانیه',
  'theme.PricingTable.category.llm': 'مدل‌های زبانی',
  'theme.PricingTable.category.embedding': 'مدل‌های embedding',
  'theme.PricingTable.category.imaginator': 'تولید تصویر',
  'theme.PricingTable.category.transcriptor': 'تبدیل گفتار به متن',
  'theme.PricingTable.category.audiotor': 'تبدیل متن به گفتار',
  'theme.PricingTable.category.videonator': 'تولید ویدیو',

  // --- Search

  // --- Discoverability
  'theme.CopyMarkdown.button': 'کپی صفحه به‌صورت Markdown',
  'theme.CopyMarkdown.label': 'کپی متن این صفحه به‌صورت Markdown برای دستیار هوش مصنوعی',
  'theme.CopyMarkdown.copying': 'در حال آماده‌سازی…',
  'theme.CopyMarkdown.copied': 'متن صفحه به‌صورت Markdown کپی شد',
  'theme.CopyMarkdown.failed': 'کپی نشد؛ نسخه‌ی Markdown را باز کنید و خودتان کپی کنید',
  'theme.CopyMarkdown.view': 'نمایش Markdown',
  'theme.Seo.ogImageAlt': 'مستندات متیس: API هوش مصنوعی برای توسعه‌دهندگان',
  'theme.MarkdownTwin.source': 'نشانی صفحه: {url}',
  'theme.MarkdownTwin.tab': 'زبانه‌ی {label}',
  'theme.MarkdownTwin.requestBody': 'بدنه‌ی درخواست ({contentType})',
  'theme.MarkdownTwin.parameters': 'پارامترها',
  'theme.MarkdownTwin.responses': 'پاسخ‌ها',
  'theme.MarkdownTwin.schema': 'طرح‌واره‌ی {name}',
  'theme.MarkdownTwin.colName': 'نام',
  'theme.MarkdownTwin.colIn': 'محل',
  'theme.MarkdownTwin.colField': 'فیلد',
  'theme.MarkdownTwin.colType': 'نوع',
  'theme.MarkdownTwin.colRequired': 'الزامی',
  'theme.MarkdownTwin.colDescription': 'توضیح',
  'theme.MarkdownTwin.colStatus': 'کد وضعیت',
  'theme.MarkdownTwin.yes': 'بله',
  'theme.MarkdownTwin.no': 'خیر',
  'theme.MarkdownTwin.deprecated': 'منسوخ',
  'theme.llms.pages': 'صفحه‌های اصلی',
  'theme.llms.details': 'هر صفحه‌ی این مستندات نسخه‌ی Markdown دارد: کافی است به نشانی صفحه پسوند .md بیفزایید (برای صفحه‌ی اصلی {home}). متن کامل همه‌ی صفحه‌ها در یک فایل: {full}',
} as const;

export type TranslationId = keyof typeof fa;
