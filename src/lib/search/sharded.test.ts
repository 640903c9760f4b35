/** @jest-environment node */
import GithubSlugger from 'github-slugger';
import { prepareQuery } from './preparedQuery';
import type { SectionResult } from './query';
import { rankedRoutes, searchGrouped } from './__testing__/rankedRoutes';
import { sectionsFromMdx } from './__testing__/sectionsFromMdx';
import type { OperationInfo } from './sections';
import { ShardPlan, planShardedIndex } from './shardWriter';
import { searchSharded, ShardedIndex } from './sharded';
import {
  deltaDecode,
  deltaEncode,
  exactShardOf,
  frontCode,
  frontDecode,
  hashKey,
  HeadShard,
  ShardManifest,
  SHARDED_FORMAT_VERSION,
  StoreBucket,
} from './shardFormat';
import type { SearchSection } from './options';
import { buildSynonymTable } from './synonyms';
import { buildEngine, wholeIndex } from './wholeIndex';

const ZWNJ = '\u200C';
const operations = new Map<string, OperationInfo>([
  [
    'createSession',
    { operationId: 'createSession', method: 'post', path: '/api/v1/chat/session', summary: 'ایجاد نشست گفتگو' },
  ],
]);

function page(route: string, title: string, body: string): SearchSection[] {
  const slugger = new GithubSlugger();
  return sectionsFromMdx(
    `---\ntitle: ${title}\n---\n${body}`,
    { route, title },
    { slug: (t) => slugger.slug(t), operations },
  );
}

/** A deterministic Persian corpus: many pages of few words, so common terms get several tiers. */
function corpus(pages: number): SearchSection[] {
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const words = [
    'مدل',
    'زبانی',
    'پایگاه',
    'دانش',
    'نشست',
    `چت${ZWNJ}بات`,
    'پیام',
    'پاسخ',
    'درخواست',
    'توکن',
    'کلید',
    'فایل',
    'تصویر',
    `می${ZWNJ}شود`,
    `مدل${ZWNJ}ها`,
    `پایگاه${ZWNJ}های`,
    'ارسال',
    'دریافت',
    'ساخت',
    'حذف',
    'جستجو',
    'خلاصه',
    'gpt-4o-mini',
    'api',
    'stream',
    'webhook',
  ];
  const pick = () => words[Math.floor(rand() * words.length)];
  const sentence = (n: number) => Array.from({ length: n }, pick).join(' ');
  const out: SearchSection[] = [];
  for (let p = 0; p < pages; p += 1) {
    const sections = [`${sentence(12)}.`];
    for (let h = 0; h < 3; h += 1)
      sections.push(`## ${sentence(2)} ${h + 1}\n\n${sentence(10 + Math.floor(rand() * 20))}.`);
    if (p % 7 === 0) sections.push('## ایجاد نشست\n\n<ApiOperation id="createSession" />');
    out.push(...page(`/section-${p % 5}/page-${p}`, `صفحه ${sentence(2)} ${p}`, sections.join('\n\n')));
  }
  return out;
}

const hash = (text: string) => String(hashKey(text).toString(16)).padStart(8, '0');

/** The plan's files served from memory, counting what is fetched. */
function serve(plan: ShardPlan) {
  const files = new Map(plan.files.map((f) => [`/${f.path}`, f.text]));
  const fetched: string[] = [];
  const fetchJson = async (url: string) => {
    fetched.push(url);
    const text = files.get(url);
    if (text === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(text);
  };
  return { files, fetched, fetchJson, open: () => ShardedIndex.open(`/${plan.entryName}`, fetchJson) };
}

describe('shard format', () => {
  it('front-codes sorted Persian and Latin terms and decodes them back', () => {
    const terms = ['api', 'api/v1/chat', 'gpt-4o-mini', 'پایگاه', 'پایگاهها', 'پایگاههای', 'پیام', 'چتبات'].sort();
    const coded = frontCode(terms);
    expect(coded.slice(0, 4)).toEqual([0, 'api', 3, '/v1/chat']);
    expect(frontDecode(coded)).toEqual(terms);
  });

  it('delta-codes ascending ids', () => {
    expect(deltaEncode([3, 4, 10, 200])).toEqual([3, 1, 6, 190]);
    expect(deltaDecode([3, 1, 6, 190])).toEqual([3, 4, 10, 200]);
  });

  it('puts a label key in the same exact shard on every run', () => {
    expect(hashKey('ایجادنشست')).toBe(hashKey('ایجادنشست'));
    expect(hashKey('ایجادنشست')).not.toBe(hashKey('ارسالپیام'));
    for (const key of ['ایجادنشست', 'پایگاهدانش', 'api']) {
      const shard = exactShardOf(key, 7);
      expect(shard).toBeGreaterThanOrEqual(0);
      expect(shard).toBeLessThan(7);
    }
  });
});

describe('planShardedIndex', () => {
  const sections = corpus(60);
  const plan = planShardedIndex(sections, hash, {
    head: 4,
    growth: 2,
    headShardBytes: 2000,
    storeBucketBytes: 1500,
    exactShardBytes: 500,
  });
  const manifest = JSON.parse(plan.files[0].text) as ShardManifest;
  const file = <T>(name: string) =>
    JSON.parse(plan.files.find((f) => f.path === `search-index/${manifest.base.split('/')[2]}/${name}`)!.text) as T;

  it('writes a content-named entry with the dictionary and the tables, and every shard under one folder', () => {
    expect(plan.entryName).toMatch(/^search-index\.[0-9a-f]+\.json$/);
    expect(plan.files[0].path).toBe(plan.entryName);
    expect(manifest.version).toBe(SHARDED_FORMAT_VERSION);
    expect(manifest.documentCount).toBe(sections.length);
    expect(plan.files.slice(1).every((f) => f.path.startsWith(manifest.base.slice(1)))).toBe(true);
    const terms = frontDecode(manifest.terms);
    expect(terms).toEqual([...terms].sort());
    expect(terms).toEqual(expect.arrayContaining(['چتبات', 'پایگاه', 'gpt-4o-mini', 'api/v1/chat/session']));
    // Same sections, same names: a browser keeps what it cached until the content changes.
    expect(
      planShardedIndex(sections, hash, {
        head: 4,
        growth: 2,
        headShardBytes: 2000,
        storeBucketBytes: 1500,
        exactShardBytes: 500,
      }).entryName,
    ).toBe(plan.entryName);
  });

  it('keeps every posting of a term exactly once across its head and tail tiers, best impacts first', () => {
    const terms = frontDecode(manifest.terms);
    const starts = deltaDecode(manifest.headStarts);
    const t = terms.indexOf('مدل');
    const shard = starts.filter((s) => s <= t).length - 1;
    const [docs, impacts, tails] = file<HeadShard>(`h${shard}.json`)[t - starts[shard]];
    expect(docs).toHaveLength(4);
    expect(tails).toBeGreaterThan(1);
    const tiers = [[deltaDecode(docs), impacts]];
    for (let i = 1; i <= tails; i += 1) {
      const [d, v] = file<[number[], number[]]>(`t${t}-${i}.json`);
      expect(d.length).toBeLessThanOrEqual(4 * 2 ** i);
      tiers.push([deltaDecode(d), v]);
    }
    for (let i = 1; i < tiers.length; i += 1)
      expect(Math.min(...tiers[i - 1][1])).toBeGreaterThanOrEqual(Math.max(...tiers[i][1]));
    const ids = tiers.flatMap(([d]) => d);
    expect(new Set(ids).size).toBe(ids.length);
    const withTerm = buildEngine(sections).search('مدل', { prefix: false, fuzzy: false, combineWith: 'OR' }).length;
    expect(ids.length).toBe(withTerm);
  });

  it('stores whole pages in each bucket, in section order', () => {
    const pageStarts = deltaDecode(manifest.pageStarts);
    const bucketStarts = deltaDecode(manifest.bucketStarts);
    expect(pageStarts).toHaveLength(60);
    const bucket = file<StoreBucket>('s1.json');
    const first = bucketStarts[1];
    expect(bucket.pages[0][0]).toBe(sections[pageStarts[first]].route);
    expect(bucket.sections[0][1]).toBe(sections[pageStarts[first]].heading);
    const pagesInBucket = (bucketStarts[2] ?? 60) - first;
    expect(bucket.pages).toHaveLength(pagesInBucket);
  });
});

describe('ShardedIndex', () => {
  const sections = corpus(80);
  const full = wholeIndex(sections);
  // Small tiers and shards, so queries need tails, forward data and several head shards.
  const plan = planShardedIndex(sections, hash, {
    head: 3,
    growth: 2,
    headShardBytes: 1500,
    storeBucketBytes: 1200,
    exactShardBytes: 400,
  });

  const queries = [
    'مدل زبانی',
    'مدلهای زبانی', // no ZWNJ
    'مدل های زبانی', // a space for the ZWNJ
    'پايگاه دانش', // Arabic yeh
    'چتبات',
    'پیام کلید توکن',
    'مد', // typing: a prefix
    'پاسخ دری', // prefix of the last word only
    'درخاست', // a letter missing
    'gpt-4o-mini',
    'GPT',
    'api stream',
    '/api/v1/chat/session',
    'ایجاد نشست', // an exact heading
    'کهکشان', // nothing
    'neshast', // Finglish: alternatives from the vocabulary
    'payam kelid', // Finglish, two words
    'mdoel zabani', // a Finglish word and letters swapped
    'دراخست', // letters swapped
  ];

  it.each(queries)('ranks pages for «%s» as MiniSearch does on the whole index', async (query) => {
    const { open } = serve(plan);
    const index = await open();
    const sharded = (await searchSharded(index, query, { pages: 10, perPage: 1 })).map((g) => g.route);
    expect(sharded).toEqual(rankedRoutes(full, query, 10));
  });

  it('gives the same best section, heading and marked snippet for each page', async () => {
    const { open } = serve(plan);
    const index = await open();
    for (const query of ['ایجاد نشست', 'پيام كليد', 'webhook']) {
      const sharded = await searchSharded(index, query);
      const whole = searchGrouped(full, query);
      expect(sharded.map((g) => [g.route, g.pageTitle, g.hits[0].href, g.hits[0].heading, g.hits[0].snippet])).toEqual(
        whole.map((g) => [g.route, g.pageTitle, g.hits[0].href, g.hits[0].heading, g.hits[0].snippet]),
      );
    }
  });

  it('fetches a part of the index for one query, and reuses it for the next', async () => {
    const { open, fetched, files } = serve(plan);
    const index = await open();
    await searchSharded(index, 'نشست');
    const first = fetched.length;
    expect(first).toBeLessThan(files.size / 4);
    expect(fetched.filter((f) => f.endsWith(plan.entryName))).toHaveLength(1);
    await searchSharded(index, 'نشست');
    expect(fetched).toHaveLength(first);
  });

  it('fetches nothing for a query with nothing searchable in it', async () => {
    const { open, fetched } = serve(plan);
    const index = await open();
    for (const text of ['ا', 'ك', '؟!', '   ']) expect(await searchSharded(index, text)).toEqual([]);
    expect(fetched).toEqual([`/${plan.entryName}`]);
  });

  it('ranks a section whose heading is the query first, however it is typed', async () => {
    const { open } = serve(plan);
    const index = await open();
    const [best] = await searchSharded(index, `ايجاد${ZWNJ}نشست`);
    expect(best.hits[0].href).toBe(`${best.route}#${encodeURIComponent('ایجاد-نشست')}`);
  });

  it('fails a query whose shard cannot be fetched, and succeeds when asked again', async () => {
    const { fetchJson } = serve(plan);
    let fail = true;
    const index = await ShardedIndex.open(`/${plan.entryName}`, (url) =>
      fail && !url.endsWith(plan.entryName) ? Promise.reject(new Error('offline')) : fetchJson(url),
    );
    await expect(searchSharded(index, 'پیام')).rejects.toThrow('offline');
    fail = false;
    expect((await searchSharded(index, 'پیام')).length).toBeGreaterThan(0);
  });

  it('refuses an index of another format or built with other boosts', () => {
    const manifest = JSON.parse(plan.files[0].text) as ShardManifest;
    const fetchJson = async () => ({});
    expect(() => new ShardedIndex({ ...manifest, version: 1 } as unknown as ShardManifest, fetchJson)).toThrow(
      'Unsupported search index format',
    );
    expect(
      () =>
        new ShardedIndex(
          { ...manifest, scoring: { ...manifest.scoring, boost: { ...manifest.scoring.boost, title: 1 } } },
          fetchJson,
        ),
    ).toThrow(/boost for title/);
  });
});

describe('ShardedIndex with the synonyms of the terms list', () => {
  const table = buildSynonymTable([
    { fa: 'نشست', avoid: ['سشن'], search: ['session'] },
    { fa: 'پایگاه دانش', search: ['corpus', 'کورپس'] },
    { fa: `چت${ZWNJ}بات`, search: ['chatbot'] },
    { fa: 'جستجو', avoid: [`جست${ZWNJ}وجو`] },
  ]);
  const sections = [
    ...corpus(60),
    // A heading in the avoided spelling (as content may still have): found as «ساخت نشست» too.
    ...page(
      '/guide/sessions',
      'راهنمای نشست‌ها',
      '## ساخت سشن\n\nهر گفتگو درون یک نشست است.\n\n## پایان نشست\n\nنشست بسته می‌شود.',
    ),
  ];
  const full = wholeIndex(sections, table);
  const plan = planShardedIndex(sections, hash, {
    head: 3,
    growth: 2,
    headShardBytes: 1500,
    storeBucketBytes: 1200,
    exactShardBytes: 400,
    synonyms: table,
  });

  it('carries the table in the entry file, and a new table names a new index', () => {
    const manifest = JSON.parse(plan.files[0].text) as ShardManifest;
    expect(manifest.synonyms).toEqual(table);
    const other = planShardedIndex(sections, hash, {
      head: 3,
      growth: 2,
      headShardBytes: 1500,
      storeBucketBytes: 1200,
      exactShardBytes: 400,
      synonyms: { ...table, zzz: ['نشست'] },
    });
    expect(other.entryName).not.toBe(plan.entryName);
  });

  it.each([
    'سشن',
    'session',
    'corpus',
    'کورپس پیام',
    'chatbot',
    'ses',
    `جست${ZWNJ}وجو خلاصه`,
    'ایجاد سشن',
    'ساخت نشست',
    'ساخت سشن',
    'مدل زبانی',
  ])('ranks pages for «%s» as MiniSearch does on the whole index with the same table', async (query) => {
    const index = await serve(plan).open();
    const sharded = (await searchSharded(index, query, { pages: 10, perPage: 1 })).map((g) => g.route);
    expect(sharded).toEqual(rankedRoutes(full, query, 10));
    expect(sharded.length).toBeGreaterThan(0);
  });

  it('finds the sections whose label is the query in its exact-label shards, as the whole index finds them from the labels', async () => {
    const exact = (results: SectionResult[]) => results.filter((r) => r.labelBonus > 1).map((r) => r.id);
    for (const text of ['ساخت نشست', 'ساخت سشن', 'ایجاد سشن', 'پایان نشست', 'نشست']) {
      const index = await serve(plan).open();
      const query = prepareQuery(text, table);
      await index.loadFor(query, 40);
      const loaded = new Set(index.search(query).map((r) => r.id));
      expect([text, exact(index.search(query))]).toEqual([
        text,
        exact(full.search(query).filter((r) => loaded.has(r.id))),
      ]);
    }
    const index = await serve(plan).open();
    const query = prepareQuery('ساخت نشست', table);
    expect(index.search(query)).toEqual([]); // nothing is found before its shards are loaded
    await index.loadFor(query, 8);
    expect(exact(index.search(query))).toEqual([`/guide/sessions#ساخت-سشن`]);
  });

  it('finds a page by the word a reader types for its term', async () => {
    const index = await serve(plan).open();
    const [best] = await searchSharded(index, 'سشن');
    expect(best.route).toBe('/guide/sessions');
  });

  it('ranks the heading that is the query in the listed spelling first', async () => {
    const index = await serve(plan).open();
    const [byCanonical] = await searchSharded(index, 'ساخت نشست');
    expect(byCanonical.hits[0].href).toBe(`/guide/sessions#${encodeURIComponent('ساخت-سشن')}`);
    const [byAvoided] = await searchSharded(index, 'ایجاد سشن');
    expect(byAvoided.hits[0].href).toMatch(new RegExp(`#${encodeURIComponent('ایجاد-نشست')}$`));
  });
});
