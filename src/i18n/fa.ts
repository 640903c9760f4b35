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
  'theme.ApiOperation.region': 'عملیات {summary}',
  'theme.ApiOperation.endpoint': 'روش و مسیر',
  'theme.ApiOperation.unverified': 'نیازمند بازبینی',
  'theme.ApiOperation.unverifiedHint': 'این مورد هنوز با تیم متیس بازبینی نشده است؛ پیش از تکیه بر آن، پاسخ واقعی API را بررسی کنید.',
  'theme.ApiOperation.deprecated': 'منسوخ',
  'theme.ApiOperation.servers': 'میزبان‌ها',
  'theme.ApiOperation.auth': 'احراز هویت',
  'theme.ApiOperation.authPublic': 'عمومی؛ بدون کلید API',
  'theme.ApiOperation.authOr': 'یا',
  'theme.ApiOperation.sdkBase': 'نشانی پایه برای SDK رسمی OpenAI',
  'theme.ApiOperation.parameters': 'پارامترها',
  'theme.ApiOperation.requestBody': 'بدنه‌ی درخواست',
  'theme.ApiOperation.samples': 'نمونه‌ی درخواست',
  'theme.ApiOperation.samplesFor': 'نمونه‌ی درخواست: {summary}',
  'theme.ApiOperation.responses': 'پاسخ‌ها',
  'theme.ApiOperation.responseExample': 'نمونه‌ی پاسخ: {summary}',
  'theme.ApiOperation.eventsOf': 'هر رویداد جریان از نوع',
  'theme.ApiOperation.contentType': 'نوع محتوا',
  'theme.ApiOperation.bodyType': 'نوع',
  'theme.ApiOperation.noBody': 'این پاسخ بدنه‌ی مشخصی ندارد.',
  'theme.ApiParameters.name': 'نام',
  'theme.ApiParameters.in': 'محل',
  'theme.ApiParameters.type': 'نوع',
  'theme.ApiParameters.description': 'توضیح',
  'theme.ApiParameters.in.path': 'مسیر',
  'theme.ApiParameters.in.query': 'پرس‌وجو',
  'theme.ApiParameters.in.header': 'سرآیند',
  'theme.ApiParameters.in.cookie': 'کوکی',
  'theme.ApiFieldTable.field': 'فیلد',
  'theme.ApiFieldTable.type': 'نوع',
  'theme.ApiFieldTable.description': 'توضیح',
  'theme.ApiFieldTable.required': 'الزامی',
  'theme.ApiFieldTable.optional': 'اختیاری',
  'theme.ApiFieldTable.nullable': 'می‌تواند null باشد',
  'theme.ApiFieldTable.enum': 'مقدارهای مجاز:',
  'theme.ApiFieldTable.example': 'نمونه:',
  'theme.ApiFieldTable.default': 'پیش‌فرض:',
  'theme.ApiFieldTable.min': 'کمینه:',
  'theme.ApiFieldTable.max': 'بیشینه:',
  'theme.ApiFieldTable.const': 'مقدار ثابت:',
  'theme.ApiFieldTable.file': 'فایل',
  'theme.ApiFieldTable.indexed': 'هر فایل در بخشی جدا: {name}[0]، {name}[1]، …',
  'theme.ApiFieldTable.caption': 'فیلدهای {name}',
  'theme.ApiFieldTable.empty': 'این نوع فیلد نام‌داری ندارد.',
  'theme.ApiSchema.region': 'ساختار {name}',
  'theme.ApiSchema.example': 'نمونه‌ی {name}',
  'theme.ApiSchema.usedBy': 'مسیرهایی که این ساختار را به کار می‌برند',
  'theme.ApiSchema.type': 'نوع',
  'theme.ApiSchema.values': 'مقدارهای مجاز',
  'theme.ApiDownloads.label': 'فایل‌های دانلودی API',
  'theme.ApiDownloads.postman': 'مجموعه‌ی Postman (نسخه‌ی ۲٫۱)',
  'theme.ApiDownloads.postmanHint': 'برای وارد کردن در Postman؛ یک پوشه برای هر بخش API.',
  'theme.ApiDownloads.yaml': 'تعریف OpenAPI 3.1 (YAML)',
  'theme.ApiDownloads.yamlHint': 'برای خواندن، بازبینی و ابزارهایی که YAML می‌پذیرند.',
  'theme.ApiDownloads.json': 'تعریف OpenAPI 3.1 (JSON)',
  'theme.ApiDownloads.jsonHint': 'برای تولیدکننده‌های کد، Insomnia و ابزارهای دیگر.',

  // --- Content components

  // --- Search

  // --- Discoverability
} as const;

export type TranslationId = keyof typeof fa;
