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

  // --- API reference

  // --- Content components

  // --- Search

  // --- Discoverability
} as const;

export type TranslationId = keyof typeof fa;
