import { normaliseHtmlSuffix, routeFromContentPath, splitHref, stripTrailingSlash } from './paths';

describe('routeFromContentPath', () => {
  it.each([
    ['index.mdx', '/'],
    ['introduction.mdx', '/introduction'],
    ['concepts/contentWriter.mdx', '/concepts/contentWriter'],
    ['disable.index.mdx', '/disable.index'],
    ['api/index.mdx', '/api'],
    ['types\\message.mdx', '/types/message'],
  ])('%s → %s', (input, route) => {
    expect(routeFromContentPath(input)).toBe(route);
  });
});

describe('normaliseHtmlSuffix', () => {
  it.each([
    ['/introduction.html', '/introduction'],
    ['/introduction/index.html', '/introduction'],
    ['/index.html', '/'],
    ['/disable.index', '/disable.index'],
    ['/concepts/qa', '/concepts/qa'],
  ])('%s → %s', (input, out) => {
    expect(normaliseHtmlSuffix(input)).toBe(out);
  });
});

it('strips trailing slashes but keeps the root', () => {
  expect(stripTrailingSlash('/api/session/')).toBe('/api/session');
  expect(stripTrailingSlash('/')).toBe('/');
});

it('splits and decodes hrefs with Persian anchors', () => {
  expect(splitHref('/api/session#%D9%86%D8%B4%D8%B3%D8%AA')).toEqual({
    route: '/api/session',
    hash: '%D9%86%D8%B4%D8%B3%D8%AA',
  });
  expect(splitHref('/types/%D9%85')).toEqual({ route: '/types/م', hash: '' });
  expect(splitHref('/pricing?x=1')).toEqual({ route: '/pricing', hash: '' });
});
