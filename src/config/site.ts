import { ANNOUNCEMENT_ID } from './announcementId';

/**
 * The one typed site configuration. gatsby-config exposes it as `siteMetadata`, so authors can query
 * it in GraphiQL; components and build steps import it from here, the one way it reaches them.
 */
export interface NavbarItem {
  /** Id of the Persian label in src/i18n/fa.ts. */
  labelId: string;
  href: string;
  /** External items leave the site: marked as such and opened with rel="noopener". */
  external: boolean;
}

export interface Announcement {
  /** Changing the id shows the bar again to readers who dismissed an earlier one. */
  id: string;
  text: string;
  linkText: string;
  linkTo: string;
  dismissible: boolean;
}

export interface SiteConfig {
  title: string;
  tagline: string;
  url: string;
  /** Canonical links point here (the platform's Docusaurus config used the same value for `url`). */
  baseUrl: string;
  locale: { code: string; htmlLang: string; direction: 'rtl' | 'ltr'; calendar: string; label: string };
  docsRouteBasePath: string;
  titleDelimiter: string;
  navbarItems: NavbarItem[];
  announcement: Announcement;
  /** The navbar hides while the reader scrolls down and returns on scroll up. */
  hideNavbarOnScroll: boolean;
  /** Only one documentation version exists, labelled Next as in the site this replaces. */
  version: { name: string; label: string };
}

export const siteConfig: SiteConfig = {
  title: 'متیس',
  tagline: 'مستندات فنی API هوش مصنوعی متیس برای توسعه‌دهندگان',
  url: 'https://docs.metisai.ir',
  baseUrl: '/',
  locale: { code: 'fa', htmlLang: 'fa-IR', direction: 'rtl', calendar: 'persian', label: 'فارسی' },
  docsRouteBasePath: '/',
  titleDelimiter: '|',
  navbarItems: [{ labelId: 'theme.navbar.login', href: 'https://console.metisai.ir/login', external: true }],
  announcement: {
    id: ANNOUNCEMENT_ID,
    text: 'مسیرهای سازگار با OpenAI جریان پاسخ، تبدیل گفتار به متن و embedding را پشتیبانی می‌کنند.',
    linkText: 'راهنمای اتصال به OpenAI',
    linkTo: '/api/openai',
    dismissible: true,
  },
  hideNavbarOnScroll: true,
  version: { name: 'current', label: 'Next' },
};
