/** @jest-environment node */
import { navigationFromNodes } from './navigation';

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
  // Folders nest as deep as content/ does: the sidebar is one JSON field, read whole at any depth.
  expect(navigationFromNodes([doc('/a/b/c/d', 'd')], [])).toMatchObject([
    { dir: 'a', items: [{ dir: 'a/b', items: [{ dir: 'a/b/c', items: [{ route: '/a/b/c/d' }] }] }] },
  ]);
});
