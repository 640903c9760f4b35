/** @jest-environment node */
import { categoryDepth, navigationFromNodes } from './navigation';

const doc = (route: string, title: string, extra: Record<string, unknown> = {}) => ({
  frontmatter: { title, ...extra },
  fields: { route, docPath: route === '/' ? 'index' : route.slice(1) },
});

it('builds the sidebar from the Mdx and DocCategory nodes', () => {
  const tree = navigationFromNodes(
    [
      doc('/', 'خانه', { sidebar_label: 'شروع', sidebar_position: 1 }),
      doc('/api/session', 'نشست'),
      doc('/hidden', 'پنهان', { hide_sidebar: true }),
    ],
    [{ dir: 'api', label: 'مرجع API', position: 2, collapsed: false }],
  );
  expect(tree).toEqual([
    { type: 'link', label: 'شروع', route: '/', home: true },
    {
      type: 'category',
      label: 'مرجع API',
      dir: 'api',
      collapsed: false,
      items: [{ type: 'link', label: 'نشست', route: '/api/session', home: false }],
    },
  ]);
  expect(categoryDepth(tree)).toBe(1);
  expect(categoryDepth(navigationFromNodes([doc('/a/b/c/d', 'd')], []))).toBe(3);
});
