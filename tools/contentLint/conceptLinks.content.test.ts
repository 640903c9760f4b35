/** @jest-environment node */
/**
 * Reference pages and the concept pages that hold their worked examples link to each other, both ways: a
 * reader on /api/direct-imagine finds the prompt advice of /concepts/imagine, and a reader of the concept
 * finds the fields and samples of the reference. The pairs are the site's map of which concept explains
 * which reference page.
 */
import { internalLinks } from './proseMask';
import { routeFromContentPath } from '../../src/lib/paths';
import { contentDir } from '../../src/node/contentDir';
import { readContentDocuments } from '../../src/node/contentFiles';

const PAIRS: Array<[reference: string, concept: string]> = [
  ['/api/bot', '/concepts/function'],
  ['/api/bot', '/concepts/summarizer'],
  ['/api/bot', '/concepts/plugins'],
  ['/api/session', '/concepts/sessionManagement'],
  ['/api/corpora', '/concepts/corpora'],
  ['/api/corpora-management', '/concepts/corpora'],
  ['/api/corpora-management', '/concepts/embedding'],
  ['/api/direct-imagine', '/concepts/imagine'],
  ['/api/direct-imagine', '/concepts/imageModel'],
  ['/api/imagine', '/concepts/imagine'],
  ['/api/imagine', '/concepts/blend'],
  ['/api/imagine', '/concepts/variant'],
  ['/api/imagine', '/concepts/scale'],
  ['/api/openai', '/concepts/languageModel'],
  ['/api/openai', '/concepts/embedding'],
  ['/api/wrapper', '/concepts/languageModel'],
  ['/api/providers', '/concepts/languageModel'],
  ['/types/function', '/concepts/function'],
  ['/types/summarizer', '/concepts/summarizer'],
  ['/types/corpora', '/concepts/corpora'],
  ['/types/message', '/concepts/sessionManagement'],
];

const links = new Map(
  readContentDocuments(contentDir).map((d) => [
    routeFromContentPath(d.file),
    new Set(internalLinks(d.source).map((href) => href.split('#')[0])),
  ]),
);

it.each(PAIRS)('%s and %s link to each other', (reference, concept) => {
  expect(links.has(reference) && links.has(concept)).toBe(true);
  expect({ from: reference, links: links.get(reference)!.has(concept) }).toEqual({ from: reference, links: true });
  expect({ from: concept, links: links.get(concept)!.has(reference) }).toEqual({ from: concept, links: true });
});
