/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Node } from 'gatsby';
import GithubSlugger from 'github-slugger';
import { parseMdx } from '../lib/mdxSyntax';
import { readDocument } from '../lib/documentModel';
import { searchSharded, ShardedIndex } from '../lib/search/sharded';
import {
  apiDefinitionsFromNodes,
  DEVELOP_ENTRY,
  DevelopSearchIndex,
  IndexedDocument,
  synonymsFromNodes,
  writeSearchIndex,
} from './searchIndex';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'search-index-'));

/** A document's sections as onCreateNode stores them. */
function sections(body: string) {
  const slugger = new GithubSlugger();
  return readDocument(parseMdx(body), { body, slug: (t) => slugger.slug(t) }).sections;
}

const documents: IndexedDocument[] = [
  {
    file: '/c/api/session.mdx',
    route: '/api/session',
    title: 'گفتگو با چت‌بات',
    description: 'نشست‌ها و پیام‌ها',
    sections: sections(
      '\nمقدمه.\n\n## ایجاد نشست\n\n<ApiOperation id="createSession" />\n\n## ساختار پیام\n\n<ApiSchema name="Message" />\n',
    ),
  },
  { file: '/c/index.mdx', route: '/', title: 'مستندات متیس', sections: sections('\nخوش آمدید.\n') },
];

/** The OpenApiOperation and OpenApiSchema nodes, as sourced from the definition. */
function nodes(type: string): Node[] {
  if (type === 'OpenApiOperation') {
    return [
      {
        operationId: 'createSession',
        viewData: { id: 'createSession', method: 'POST', path: '/api/v1/chat/session', summary: 'ساخت نشست تازه' },
      },
    ] as never;
  }
  if (type === 'OpenApiSchema') {
    return [
      {
        name: 'Message',
        view: {
          description: 'پیام',
          rows: [
            { name: 'type', description: 'نقش فرستنده' },
            { name: 'attachments', description: 'پیوست‌ها' },
          ],
        },
      },
    ] as never;
  }
  return [];
}

it('reads operations and schemas from their nodes', () => {
  const { operations, schemas } = apiDefinitionsFromNodes(nodes);
  expect(operations.get('createSession')).toMatchObject({
    method: 'POST',
    path: '/api/v1/chat/session',
    summary: 'ساخت نشست تازه',
  });
  expect(schemas.get('Message')?.text).toBe('پیام type نقش فرستنده attachments پیوست‌ها');
  expect(apiDefinitionsFromNodes(() => []).operations.size).toBe(0);
});

it('writes a content-hashed index that finds pages, operations and schema fields, and replaces older files', async () => {
  const out = tempDir();
  const api = apiDefinitionsFromNodes(nodes);
  fs.writeFileSync(path.join(out, 'search-index.000000000000.json'), '{}');
  const written = writeSearchIndex(documents, api, out);
  expect(written.url).toMatch(/^\/search-index\.[0-9a-f]{12}\.json$/);
  expect(fs.readdirSync(out).sort()).toEqual([written.url.slice(1), 'search-index'].sort());
  expect(written.pages).toBe(2);
  expect(written.sections).toBe(4);

  const engine = await ShardedIndex.open(written.url, async (url) =>
    JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')),
  );
  expect((await searchSharded(engine, '/api/v1/chat/session'))[0].hits[0].href).toBe(
    `/api/session#${encodeURIComponent('ایجاد-نشست')}`,
  );
  expect((await searchSharded(engine, 'createSession'))[0].route).toBe('/api/session');
  expect((await searchSharded(engine, 'attachments'))[0].hits[0].anchor).toBe('ساختار-پیام');
  expect((await searchSharded(engine, 'مستندات متيس'))[0].route).toBe('/');

  // Same content, same name: the browser keeps its cached copy until the content changes.
  expect(writeSearchIndex(documents, api, out).url).toBe(written.url);
  const changed = [...documents.slice(0, 1), { ...documents[1], sections: sections('\nخوش آمدید.\n\nبیشتر.\n') }];
  expect(writeSearchIndex(changed, api, out).url).not.toBe(written.url);
  expect(fs.readdirSync(out)).toHaveLength(2);
  expect(fs.readdirSync(path.join(out, 'search-index'))).toHaveLength(1);
});

it('applies the synonyms of the terms list to the index and, through its entry file, to queries', async () => {
  const out = tempDir();
  const terms = [{ fa: 'نشست', avoid: ['سشن'], search: ['session'] }];
  const synonyms = synonymsFromNodes((type) =>
    type === 'ContentData' ? ([{ name: 'terms', data: { terms } }] as never) : [],
  );
  expect(synonyms).toEqual({ سشن: ['نشست'], session: ['نشست'] });
  const written = writeSearchIndex(documents, apiDefinitionsFromNodes(nodes), out, synonyms);
  expect(written.url).not.toBe(writeSearchIndex(documents, apiDefinitionsFromNodes(nodes), tempDir()).url);
  const engine = await ShardedIndex.open(written.url, async (url) =>
    JSON.parse(fs.readFileSync(path.join(out, url), 'utf8')),
  );
  expect(engine.synonyms).toEqual(synonyms);
  expect((await searchSharded(engine, 'سشن'))[0].hits[0].anchor).toBe('ایجاد-نشست');
  expect(synonymsFromNodes(() => [])).toBeUndefined();
});

describe('the index of gatsby develop', () => {
  const keyed = documents.map((d, i) => ({ ...d, key: `digest-${i}` }));

  it('serves the files a build writes, planned when asked for, under a URL naming the content', async () => {
    const index = new DevelopSearchIndex();
    const api = apiDefinitionsFromNodes(nodes);
    const summary = index.update(keyed, api, 'api-1');
    const built = writeSearchIndex(documents, api, tempDir());
    expect(summary).toEqual({
      url: expect.stringMatching(DEVELOP_ENTRY),
      sections: built.sections,
      pages: built.pages,
    });
    const engine = await ShardedIndex.open(summary.url, async (url) => JSON.parse(index.file(url) ?? 'null'));
    expect((await searchSharded(engine, 'createSession'))[0].route).toBe('/api/session');
    expect(index.file(`/search-index/nothing-here.json`)).toBeNull();
    expect(index.file('/llms.txt')).toBeNull();
  });

  it('names a new version when a document, the definition or the synonyms change, and parses again only what changed', () => {
    const index = new DevelopSearchIndex();
    const api = apiDefinitionsFromNodes(nodes);
    const first = index.update(keyed, api, 'api-1').url;
    expect(index.update(keyed, api, 'api-1').url).toBe(first);
    const edited = [
      keyed[0],
      { ...keyed[1], sections: sections('\nخوش آمدید.\n\n## تازه\n\nمتن.\n'), key: 'digest-1b' },
    ];
    const second = index.update(edited, api, 'api-1');
    expect(second.url).not.toBe(first);
    expect(second.sections).toBe(5);
    expect(index.update(edited, api, 'api-2').url).not.toBe(second.url);
    expect(index.update(edited, api, 'api-2', { سشن: ['نشست'] }).url).not.toBe(index.update(edited, api, 'api-2').url);
    // The same key means the same document: its sections are not made again (stale ones are not looked at).
    expect(index.update([keyed[0], { ...keyed[1], sections: [], key: 'digest-1b' }], api, 'api-2').sections).toBe(5);
  });
});
