import type { SidebarItem } from '../sidebar';

const link = (label: string, route: string) => ({ type: 'link' as const, label, route, home: false });

/**
 * The Persian docs sidebar of the component tests: the home and a page at the top, the API open by its
 * author's choice, two categories collapsed by default.
 */
export const SIDEBAR_TREE: SidebarItem[] = [
  { type: 'link', label: 'مستندات متیس', route: '/', home: true },
  link('معرفی API متیس', '/introduction'),
  {
    type: 'category',
    label: 'مرجع API',
    dir: 'api',
    collapsed: false,
    items: [
      link('صوت', '/api/audio'),
      link('مدیریت چت‌بات', '/api/bot'),
      link('پیکره‌ها', '/api/corpora'),
      link('تصویرسازی', '/api/imagine'),
      link('سازگار با OpenAI', '/api/openai'),
      link('نشست', '/api/session'),
      link('ذخیره‌سازی', '/api/storage'),
    ],
  },
  {
    type: 'category',
    label: 'مفاهیم',
    dir: 'concepts',
    collapsed: true,
    items: [link('مدل‌های زبانی', '/concepts/languageModel'), link('فراخوانی تابع', '/concepts/function')],
  },
  {
    type: 'category',
    label: 'ساختار داده‌ها',
    dir: 'types',
    collapsed: true,
    items: [link('کاربر', '/types/user'), link('پیام', '/types/message')],
  },
];
