import { docBreadcrumbs } from './breadcrumbs';

it('gives the docs home a trail: the home crumb, then the page under its sidebar label', () => {
  expect(docBreadcrumbs({ route: '/', title: 'مستندات API متیس', homeLabel: 'شروع', categories: [] })).toEqual([
    { label: 'شروع', route: '/', home: true },
    { label: 'شروع', route: null },
  ]);
});

it('puts the categories between home and the page, none of them linked', () => {
  expect(
    docBreadcrumbs({
      route: '/api/bot',
      title: 'مدیریت چت‌بات',
      homeLabel: 'شروع',
      categories: [{ label: 'مرجع API' }],
    }),
  ).toEqual([
    { label: 'شروع', route: '/', home: true },
    { label: 'مرجع API', route: null },
    { label: 'مدیریت چت‌بات', route: null },
  ]);
});
