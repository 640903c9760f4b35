import { checkLinks, internalHrefs } from './links';

const page = (route: string, html: string) => ({ route, html });

it('reads internal hrefs only', () => {
  const html =
    '<a href="/api/session">x</a><a class="x" href="https://console.metisai.ir/login">y</a><a href="//cdn.example/x">z</a><a href="#top">t</a>';
  expect(internalHrefs(html)).toEqual(['/api/session']);
});

it('lists each broken link as source → target, once per page', () => {
  const pages = [
    page('/', '<a href="/introduction">ok</a><a href="/nope">x</a><a href="/nope">again</a>'),
    page('/introduction', '<a href="/downloads/metis.yaml">file</a><a href="/api/sesion#x">typo</a>'),
  ];
  const routes = new Set(['/', '/introduction']);
  const exists = (r: string) => r === '/downloads/metis.yaml';
  expect(checkLinks(pages, routes, exists).broken).toEqual([
    { source: '/', target: '/nope' },
    { source: '/introduction', target: '/api/sesion#x' },
  ]);
});

it('accepts Persian routes written with percent escapes and trailing slashes', () => {
  const pages = [page('/', '<a href="/%D9%85">x</a><a href="/introduction/">y</a>')];
  expect(checkLinks(pages, new Set(['/', '/م', '/introduction']), () => false).broken).toEqual([]);
});

it('finds anchors that name no element, decoding Persian anchors', () => {
  const pages = [
    page(
      '/a',
      '<h2 id="ایجاد-نشست">x</h2><a href="/a#%D8%A7%DB%8C%D8%AC%D8%A7%D8%AF-%D9%86%D8%B4%D8%B3%D8%AA">ok</a><a href="/a#missing">bad</a>',
    ),
  ];
  expect(checkLinks(pages, new Set(['/a']), () => true).brokenAnchors).toEqual([
    { source: '/a', target: '/a#missing' },
  ]);
});

it('checks pages handed over one at a time, as the build reads them', () => {
  const read: string[] = [];
  function* pages() {
    for (const [route, html] of [
      ['/a', '<h2 id="x">x</h2><a href="/b#y">ok</a><a href="/b#z">bad anchor</a><a href="/gone">bad</a>'],
      ['/b', '<h2 id="y">y</h2><a href="/a#x">ok</a>'],
    ]) {
      read.push(route);
      yield page(route, html);
    }
  }
  const report = checkLinks(pages(), new Set(['/a', '/b']), () => false);
  expect(read).toEqual(['/a', '/b']);
  expect(report.broken).toEqual([{ source: '/a', target: '/gone' }]);
  expect(report.brokenAnchors).toEqual([{ source: '/a', target: '/b#z' }]);
});
