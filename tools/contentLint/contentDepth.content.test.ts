/**
 * Depth of the documents: no page is a stub. Every .mdx page under content/ must carry a minimum of
 * Persian prose for its kind, no placeholder text, and at least one link to another page of the site.
 *
 * Minimums, in Persian words of prose (code, URLs, JSX attributes and frontmatter keys do not count):
 * - concepts (350): a concept page teaches an idea with an example and trade-offs; under ~350 words
 *   it can only define the term, which the sidebar label already does.
 * - api (200): reference pages carry much of their weight in operation blocks and code samples, which
 *   are not prose; 200 words still forces an explanation of when and why to call each endpoint.
 * - types (120): a type page is mostly <ApiSchema> tables whose Persian field descriptions come from the
 *   OpenAPI definition (checked by the API tests), not from the page; its own prose introduces the object,
 *   where it travels and what to watch for, which takes a few short paragraphs.
 * - introduction and workflow (800): the two long guides every integrator reads end to end.
 * - the docs home `/` (250) and pricing (250): orientation pages with a table or cards doing part of
 *   the work.
 * - the authoring showcase `/markdown-page` (250): mostly rendered examples of each feature.
 * - the landing page `/disable.index` (60): a hero and capability cards; it points onward, it does not teach.
 * - anything else (200).
 */
import path from 'path';
import { routeFromContentPath } from '../../src/lib/paths';
import { countPersianWords, lintMdx } from './persianLint';
import { internalLinks } from './proseMask';
import { contentDir } from '../../src/node/contentDir';
import { readContentDocuments } from '../../src/node/contentFiles';

const documents = readContentDocuments(contentDir);

const routeOf = routeFromContentPath;

function minimumWords(route: string): number {
  if (route.startsWith('/concepts/')) return 350;
  if (route.startsWith('/api/')) return 200;
  if (route.startsWith('/types/')) return 120;
  const pages: Record<string, number> = {
    '/introduction': 800,
    '/workflow': 800,
    '/': 250,
    '/pricing': 250,
    '/markdown-page': 250,
    '/disable.index': 60,
  };
  return pages[route] ?? 200;
}

/** Resolves a link of `file` to a route: absolute routes as they are, relative .mdx links by path. */
function linkRoute(file: string, href: string): string {
  const bare = href.split('#')[0].split('?')[0];
  if (bare === '') return routeOf(file);
  if (bare.startsWith('/')) return bare.replace(/\/+$/, '') || '/';
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), bare));
  return /\.mdx?$/.test(resolved) ? routeOf(resolved) : '/' + resolved.replace(/\/+$/, '');
}

describe('content depth', () => {
  it.each(documents.map((d) => [routeOf(d.file), d] as const))(
    '%s meets its minimum of Persian prose',
    (route, doc) => {
      const words = countPersianWords(doc.source);
      const min = minimumWords(route);
      if (words < min)
        throw new Error(
          `content/${doc.file} has ${words} Persian words of prose; pages under ${route} need at least ${min}`,
        );
    },
  );

  it.each(documents.map((d) => [routeOf(d.file), d] as const))('%s has no placeholder text', (route, doc) => {
    const placeholders = lintMdx(doc.source).filter((f) => f.rule === 'placeholder');
    expect(placeholders.map((f) => `content/${doc.file}:${f.line} «${f.text}»`)).toEqual([]);
  });

  it.each(documents.map((d) => [routeOf(d.file), d] as const))('%s links to at least one other page', (route, doc) => {
    const others = internalLinks(doc.source)
      .map((href) => linkRoute(doc.file, href))
      .filter((target) => target !== route);
    if (others.length === 0)
      throw new Error(`content/${doc.file} links to no other page; link onward to a related route`);
  });

  it('resolves the minimum for each kind of page', () => {
    expect(minimumWords('/concepts/qa')).toBe(350);
    expect(minimumWords('/api/session')).toBe(200);
    expect(minimumWords('/types/message')).toBe(120);
    expect(minimumWords('/disable.index')).toBe(60);
    expect(minimumWords('/postman')).toBe(200);
  });
});
