import { act, render, screen, within } from '@testing-library/react';
import { serverHtml } from '../../app/__testing__/serverHtml';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { ColorModeProvider } from '../../contexts/colorMode';
import { installMatchMedia } from '../../hooks/__testing__/matchMedia';
import { SIDEBAR_TREE as tree } from '../../lib/__testing__/sidebarTree';
import { Navbar } from '.';

const DESKTOP = '(min-width: 996px)';

function renderNavbar(props: Partial<Parameters<typeof Navbar>[0]> = {}) {
  return render(
    <ColorModeProvider>
      <Navbar title="متیس" sidebar={tree} activeRoute="/api/bot" hideOnScroll {...props} />
    </ColorModeProvider>,
  );
}

let media: ReturnType<typeof installMatchMedia>;
beforeEach(() => {
  media = installMatchMedia({ [DESKTOP]: false });
  window.localStorage.clear();
});

it('is a banner with the named main navigation, the home link and the Login item', () => {
  renderNavbar();
  const banner = screen.getByRole('banner');
  const nav = within(banner).getByRole('navigation', { name: 'ناوبری اصلی' });
  expect(within(nav).getByRole('link', { name: 'صفحه‌ی اصلی متیس' })).toHaveAttribute('href', '/');
  // On the desktop bar (hidden by the media query jsdom does not evaluate); the drawer holds it on mobile.
  const login = within(nav).getByRole('link', { name: /ورود/, hidden: true });
  expect(login).toHaveAttribute('href', 'https://console.metisai.ir/login');
  expect(login).toHaveAttribute('rel', 'noopener');
  expect(login).toHaveAttribute('target', '_blank');
  expect(login).toHaveAccessibleName('ورود (در پنجره‌ی کنسول متیس)');
});

it('names the colour-mode toggle in Persian with the current mode', () => {
  renderNavbar();
  expect(screen.getByRole('button', { name: 'تغییر حالت رنگ (اکنون: روشن)' })).toBeInTheDocument();
});

it('offers a slot for the search button', () => {
  renderNavbar({ searchSlot: <button type="button">جست‌وجو</button> });
  expect(within(screen.getByRole('banner')).getByRole('button', { name: 'جست‌وجو' })).toBeInTheDocument();
});

describe('mobile drawer', () => {
  it('opens a modal dialog with the sidebar and the navbar items, focus inside', async () => {
    renderNavbar();
    const menu = screen.getByRole('button', { name: 'باز کردن منوی ناوبری' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'منوی ناوبری' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('aria-controls', dialog.id);
    expect(within(dialog).getByRole('navigation', { name: 'فهرست مستندات' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'مدیریت چت‌بات' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('link', { name: /ورود/ })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab and Shift+Tab inside while open', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'باز کردن منوی ناوبری' }));
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 12; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 12; i++) {
      await userEvent.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    renderNavbar();
    const menu = screen.getByRole('button', { name: 'باز کردن منوی ناوبری' });
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the close button, the backdrop and when a link is followed', async () => {
    renderNavbar();
    const menu = screen.getByRole('button', { name: 'باز کردن منوی ناوبری' });
    await userEvent.click(menu);
    await userEvent.click(screen.getByRole('button', { name: 'بستن منوی ناوبری' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menu);
    await userEvent.click(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(menu);
    const link = within(screen.getByRole('dialog')).getByRole('link', { name: 'شروع' });
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes by itself when the viewport becomes desktop width', async () => {
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'باز کردن منوی ناوبری' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => media.set(DESKTOP, true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('without JavaScript', () => {
  it('the static HTML holds a native disclosure with every page, categories open, and the navbar items', () => {
    const doc = serverHtml(
      <ColorModeProvider>
        <Navbar title="متیس" sidebar={tree} activeRoute="/api/bot" hideOnScroll />
      </ColorModeProvider>,
    );
    const details = doc.querySelector('details[data-testid="menu-fallback"]');
    expect(details).not.toBeNull();
    expect(details?.querySelector('summary')?.getAttribute('aria-label')).toBe('باز کردن منوی ناوبری');
    expect(details?.querySelector('a[href="/api/bot"]')?.getAttribute('aria-current')).toBe('page');
    expect(details?.querySelector('a[href="https://console.metisai.ir/login"]')).not.toBeNull();
    expect(doc.querySelector('button[aria-haspopup="dialog"]')).toBeNull();
  });

  it('lists the pages of the categories open at load; any other category is a link to its first page', () => {
    const menuLinks = (activeRoute: string) => {
      const doc = serverHtml(
        <ColorModeProvider>
          <Navbar title="متیس" sidebar={tree} activeRoute={activeRoute} hideOnScroll />
        </ColorModeProvider>,
      );
      return [...doc.querySelectorAll('[data-testid="menu-fallback"] nav a:not([href="/"])')].map(
        (a) => `${a.textContent} ${a.getAttribute('href')}`,
      );
    };
    // Reading an API page: the API category is open by its author's choice, the types category is closed.
    const top = ['معرفی API متیس /introduction'];
    const api = ['صوت /api/audio', 'مدیریت چت‌بات /api/bot', 'پیکره‌ها /api/corpora', 'تصویرسازی /api/imagine'];
    api.push('سازگار با OpenAI /api/openai', 'نشست /api/session', 'ذخیره‌سازی /api/storage');
    const concepts = 'مفاهیم /concepts/languageModel';
    expect(menuLinks('/api/bot')).toEqual([...top, ...api, concepts, 'ساختار داده‌ها /types/user']);
    // Reading a type page: its category holds the page, so it is open.
    expect(menuLinks('/types/message')).toEqual([...top, ...api, concepts, 'کاربر /types/user', 'پیام /types/message']);
  });

  it("once script runs, the scripted menu button takes the disclosure's place", () => {
    renderNavbar();
    expect(screen.getByRole('button', { name: 'باز کردن منوی ناوبری' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('[data-testid="menu-fallback"]')).toBeNull();
  });

  it('keeps the disclosure the reader opened before the script ran until it is closed', async () => {
    const navbar = (
      <ColorModeProvider>
        <Navbar title="متیس" sidebar={tree} activeRoute="/api/bot" hideOnScroll />
      </ColorModeProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml(navbar).body.innerHTML;
    document.body.append(container);
    const details = container.querySelector('details')!;
    details.open = true; // the first tap, before the navbar's code came
    await act(async () => {
      hydrateRoot(container, navbar);
    });
    expect(container.querySelector('details')).toBe(details);
    expect(details.open).toBe(true);
    await act(async () => {
      details.open = false;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(container.querySelector('details')).toBeNull();
    expect(within(container).getByRole('button', { name: 'باز کردن منوی ناوبری' })).toBeInTheDocument();
    container.remove();
  });
});

describe('hide on scroll', () => {
  const scrollTo = async (y: number) => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 30));
    });
  };

  it('hides while scrolling down and returns on scroll up', async () => {
    renderNavbar();
    const banner = screen.getByRole('banner');
    await scrollTo(400);
    expect(banner).toHaveAttribute('data-hidden', 'true');
    await scrollTo(300);
    expect(banner).not.toHaveAttribute('data-hidden');
    await scrollTo(0);
  });

  it('stays when the site config switch is off', async () => {
    renderNavbar({ hideOnScroll: false });
    await scrollTo(600);
    expect(screen.getByRole('banner')).not.toHaveAttribute('data-hidden');
    await scrollTo(0);
  });
});
