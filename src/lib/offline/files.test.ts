import {
  groupOf,
  isContentHashed,
  isRoute,
  offlineKind,
  pageDataUrlOf,
  routeOfPageData,
  urlOfBuiltFile,
} from './files';

describe('urlOfBuiltFile', () => {
  it('requests a page by its route, every other file by its path', () => {
    expect(urlOfBuiltFile('index.html')).toBe('/');
    expect(urlOfBuiltFile('concepts/qa/index.html')).toBe('/concepts/qa');
    expect(urlOfBuiltFile('404/index.html')).toBe('/404');
    expect(urlOfBuiltFile('404.html')).toBe('/404.html');
    expect(urlOfBuiltFile('page-data/index/page-data.json')).toBe('/page-data/index/page-data.json');
    expect(urlOfBuiltFile('static\\font.woff2')).toBe('/static/font.woff2');
  });
});

describe('offlineKind', () => {
  it.each([
    ['/', 'page'],
    ['/introduction', 'page'],
    ['/disable.index', 'page'],
    ['/404.html', 'page'],
    ['/page-data/index/page-data.json', 'data'],
    ['/page-data/app-data.json', 'data'],
    ['/page-data/sq/d/3649515864.json', 'data'],
    ['/app-f361a73af7ecaa4c5529.js', 'script'],
    ['/component---templates-doc-page-tsx-5089d219e97232e30f22.js', 'script'],
    ['/98a28a64d951a2ed075f7e33a1f672d020105938-d5a40f7ec124fe13eb91.js', 'script'],
    ['/static/vazirmatn-arabic-wght-normal-7a57e7901909a9723c6bd4cd236d9921.woff2', 'font'],
    ['/search-index.06afc2c4f13a.json', 'search'],
    ['/search-index/06afc2c4f13a/f0.json', 'search'],
    ['/img/docs/bot-session-flow.svg', 'image'],
  ])('%s is %s', (url, kind) => {
    expect(offlineKind(url)).toBe(kind);
  });

  it.each([
    '/sw.js',
    '/introduction.md',
    '/llms.txt',
    '/sitemap.xml',
    '/robots.txt',
    '/downloads/metis-openapi.json',
    '/webpack.stats.json',
    '/chunk-map.json',
    '/_headers',
    '/~partytown/partytown.js',
    '/app-f361a73af7ecaa4c5529.js.LICENSE.txt',
    '/app-f361a73af7ecaa4c5529.js.br',
    '/favicon.svg',
    '/introduction/',
    '/search-index/06afc2c4f13a/../x.json',
  ])('%s is not saved', (url) => {
    expect(offlineKind(url)).toBeNull();
  });

  it('ignores the query and fragment', () => {
    expect(offlineKind('/introduction?x=1#top')).toBe('page');
  });
});

describe('groups', () => {
  it('puts scripts and the font in the shell, the rest in the library', () => {
    expect(groupOf('script')).toBe('shell');
    expect(groupOf('font')).toBe('shell');
    for (const kind of ['page', 'data', 'search', 'image'] as const) expect(groupOf(kind)).toBe('library');
  });
  it('serves hashed names cache-first', () => {
    expect(isContentHashed('search')).toBe(true);
    expect(isContentHashed('page')).toBe(false);
    expect(isContentHashed('data')).toBe(false);
  });
});

describe('page data and routes', () => {
  it('maps a route to its page data and back', () => {
    for (const route of ['/', '/introduction', '/api/session', '/404.html', '/disable.index'])
      expect(routeOfPageData(pageDataUrlOf(route))).toBe(route);
  });
  it('has no route for app data and static queries', () => {
    expect(routeOfPageData('/page-data/app-data.json')).toBeNull();
    expect(routeOfPageData('/page-data/sq/d/1.json')).toBeNull();
  });
  it('knows a route when it sees one', () => {
    expect(isRoute('/')).toBe(true);
    expect(isRoute('/api/session')).toBe(true);
    expect(isRoute('/api/session/')).toBe(false);
    expect(isRoute('introduction')).toBe(false);
    expect(isRoute('/x.json')).toBe(false);
  });
});
