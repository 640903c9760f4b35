import { render, screen, within } from '@testing-library/react';
import type { SidebarItem } from '../../lib/sidebar';
import { Footer, footerColumns } from '.';

const tree: SidebarItem[] = [
  { type: 'link', label: 'مستندات متیس', route: '/', home: true },
  { type: 'link', label: 'معرفی API متیس', route: '/introduction', home: false },
  {
    type: 'category',
    label: 'مرجع API',
    dir: 'api',
    collapsed: false,
    items: ['audio', 'bot', 'corpora', 'imagine', 'openai', 'session', 'storage'].map((p) => ({
      type: 'link' as const,
      label: `API ${p}`,
      route: `/api/${p}`,
      home: false,
    })),
  },
  {
    type: 'category',
    label: 'مفاهیم',
    dir: 'concepts',
    collapsed: true,
    items: [{ type: 'link', label: 'مدل‌های زبانی', route: '/concepts/languageModel', home: false }],
  },
];

it('is the contentinfo landmark with links only into the docs', () => {
  render(<Footer year="۱۴۰۵" sidebar={tree} />);
  const footer = screen.getByRole('contentinfo');
  const nav = within(footer).getByRole('navigation', { name: 'پیوندهای پانویس' });
  const links = within(nav).getAllByRole('link');
  for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/(?!\/)/);
  expect(within(nav).getByRole('link', { name: 'شروع' })).toHaveAttribute('href', '/');
  expect(within(nav).getByText('مرجع API')).toBeInTheDocument();
});

it('builds its columns from the docs navigation, so every link reaches an existing page', () => {
  const columns = footerColumns(tree);
  expect(columns.map((c) => c.title)).toEqual(['آغاز کار', 'مرجع API', 'مفاهیم']);
  expect(columns[0].links).toEqual([
    { label: 'شروع', route: '/', home: true },
    { label: 'معرفی API متیس', route: '/introduction', home: false },
  ]);
  expect(columns[1].links.map((l) => l.route)).toEqual([
    '/api/audio',
    '/api/bot',
    '/api/corpora',
    '/api/imagine',
    '/api/openai',
  ]);
  expect(footerColumns([])).toEqual([]);
});

it('prints the build year it is given (formatted at build time by persianYear) in the copyright line', () => {
  render(<Footer year="۱۴۰۵" sidebar={tree} />);
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© ۱۴۰۵ متیس');
});
