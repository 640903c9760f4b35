import { buildSidebar, flattenSidebar, routePlaces, SidebarDoc } from './sidebar';

const docs: SidebarDoc[] = [
  { route: '/', docPath: 'index', title: 'مستندات متیس', sidebarLabel: 'شروع', sidebarPosition: 1 },
  { route: '/introduction', docPath: 'introduction', title: 'معرفی', sidebarPosition: 2 },
  { route: '/pricing', docPath: 'pricing', title: 'قیمت‌گذاری' },
  { route: '/markdown-page', docPath: 'markdown-page', title: 'نمونه', hideSidebar: true },
  { route: '/api/session', docPath: 'api/session', title: 'گفتگو با چت‌بات', sidebarPosition: 2 },
  { route: '/api/bot', docPath: 'api/bot', title: 'مدیریت چت‌بات', sidebarPosition: 1 },
  {
    route: '/api/corpora-management',
    docPath: 'api/corpora-management',
    title: 'مدیریت پایگاه دانش',
    hideSidebar: true,
  },
  { route: '/concepts/qa', docPath: 'concepts/qa', title: 'پرسش و پاسخ' },
  { route: '/concepts/embedding', docPath: 'concepts/embedding', title: 'تعبیه' },
];

const categories = {
  api: { label: 'مرجع API', position: 3, collapsed: false },
  concepts: { label: 'مفاهیم', position: 4 },
};

describe('buildSidebar', () => {
  const tree = buildSidebar(docs, categories);

  it('orders by position, then by file name, and labels the home document «شروع»', () => {
    expect(tree.map((i) => i.label)).toEqual(['شروع', 'معرفی', 'مرجع API', 'مفاهیم', 'قیمت‌گذاری']);
  });

  it('leaves documents with hideSidebar out', () => {
    const routes = flattenSidebar(tree).map((l) => l.route);
    expect(routes).not.toContain('/markdown-page');
    expect(routes).not.toContain('/api/corpora-management');
  });

  it('turns folders into categories with their metadata; collapsed by default', () => {
    const api = tree[2];
    expect(api).toMatchObject({ type: 'category', dir: 'api', collapsed: false });
    expect(api.type === 'category' && api.items.map((i) => i.label)).toEqual(['مدیریت چت‌بات', 'گفتگو با چت‌بات']);
    expect(tree[3]).toMatchObject({ type: 'category', collapsed: true });
    const concepts = tree[3];
    expect(concepts.type === 'category' && concepts.items.map((i) => i.label)).toEqual(['تعبیه', 'پرسش و پاسخ']);
  });

  it('drops a folder whose documents are all hidden', () => {
    const t = buildSidebar([{ route: '/x/y', docPath: 'x/y', title: 'y', hideSidebar: true }], {});
    expect(t).toEqual([]);
  });

  it('uses the folder name when a folder has no category file', () => {
    const t = buildSidebar([{ route: '/guides/a', docPath: 'guides/a', title: 'a' }], {});
    expect(t[0]).toMatchObject({ type: 'category', label: 'guides', collapsed: true });
  });
});

describe('routePlaces', () => {
  const tree = buildSidebar(docs, categories);
  const places = routePlaces(tree);

  it('places every listed route, and no unlisted one', () => {
    expect([...places.keys()]).toEqual(flattenSidebar(tree).map((l) => l.route));
    expect(places.has('/markdown-page')).toBe(false);
  });

  it('follows reading order across categories', () => {
    expect(places.get('/introduction')).toMatchObject({
      previous: { label: 'شروع', route: '/' },
      next: { label: 'مدیریت چت‌بات', route: '/api/bot' },
    });
    expect(places.get('/')?.previous).toBeNull();
    expect(places.get('/pricing')?.next).toBeNull();
  });

  it('gives the categories that hold a route, outermost first', () => {
    expect(places.get('/api/session')?.trail.map((c) => c.label)).toEqual(['مرجع API']);
    expect(places.get('/introduction')?.trail).toEqual([]);
    const nested = routePlaces(buildSidebar([{ route: '/a/b/c', docPath: 'a/b/c', title: 'c' }], {}));
    expect(nested.get('/a/b/c')?.trail.map((c) => c.dir)).toEqual(['a', 'a/b']);
  });
});

it('marks the docs home link, which the sidebar and footer label as the spec names it', () => {
  const links = flattenSidebar(buildSidebar(docs, categories));
  expect(links.filter((l) => l.home).map((l) => l.route)).toEqual(['/']);
});
