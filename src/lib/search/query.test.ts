import GithubSlugger from 'github-slugger';
import { rankedRoutes, searchGrouped } from './__testing__/rankedRoutes';
import { prepareQuery } from './preparedQuery';
import { sectionsFromMdx } from './__testing__/sectionsFromMdx';
import { OperationInfo, routeWords } from './sections';
import { snippet } from './snippet';
import { wholeIndex } from './wholeIndex';

const operations = new Map<string, OperationInfo>([
  [
    'createSession',
    { operationId: 'createSession', method: 'post', path: '/api/v1/chat/session', summary: 'ایجاد نشست گفتگو' },
  ],
]);

function page(route: string, title: string, body: string) {
  const slugger = new GithubSlugger();
  return sectionsFromMdx(
    `---\ntitle: ${title}\n---\n${body}`,
    { route, title },
    { slug: (t) => slugger.slug(t), operations },
  );
}

const fixture = [
  ...page(
    '/api/session',
    'گفتگو با چت‌بات',
    `
این صفحه نشست‌ها و پیام‌های گفتگو را شرح می‌دهد.

## ایجاد نشست

برای شروع گفتگو یک نشست می‌سازید.

<ApiOperation id="createSession" />

## ارسال پیام

پیام کاربر به نشست فرستاده می‌شود و پاسخ مدل برمی‌گردد.

\`\`\`bash
curl -X POST https://api.metisai.ir/api/v1/chat/session/SESSION_ID/message
\`\`\`

### پاسخ جریانی

با \`stream\` پاسخ به‌صورت تکه‌تکه می‌رسد.
`,
  ),
  ...page(
    '/concepts/corpora',
    'پایگاه دانش',
    `
پایگاه‌های دانش متن‌ها و فایل‌های شما را برای پاسخ دادن چت‌بات نگه می‌دارند.

## ساخت پایگاه دانش

فایل‌ها بارگذاری و تکه‌تکه می‌شوند.
`,
  ),
  ...page(
    '/api/providers',
    'ارائه‌دهندگان و مدل‌ها',
    `
فهرست مدل‌ها مانند \`gpt-4o-mini\` و قیمت هر توکن.

## مدل‌های زبانی

مدل‌های زبانی بزرگ‌ترین دسته هستند.
`,
  ),
  ...page(
    '/pricing',
    'قیمت‌گذاری',
    `
هزینه‌ی هر درخواست به تعداد توکن‌ها بستگی دارد.
`,
  ),
];

describe('sectionsFromMdx', () => {
  it('splits at h2 and h3 with the ids github-slugger gives, and keeps the introduction', () => {
    const sections = fixture.filter((s) => s.route === '/api/session');
    expect(sections.map((s) => s.anchor)).toEqual(['', 'ایجاد-نشست', 'ارسال-پیام', 'پاسخ-جریانی']);
    expect(sections[0].title).toBe('گفتگو با چت‌بات session');
    expect(sections[1].title).toBe('');
    expect(sections[1].api).toBe('POST /api/v1/chat/session ایجاد نشست گفتگو createSession');
    expect(sections[2].code).toContain('https://api.metisai.ir/api/v1/chat/session/SESSION_ID/message');
    expect(sections[2].text).not.toContain('curl');
    expect(sections[3].text).toBe('با stream پاسخ به‌صورت تکه‌تکه می‌رسد.');
  });

  it('makes the route name searchable from the introduction', () => {
    expect(routeWords('/concepts/contentWriter')).toBe('contentWriter content Writer');
    expect(routeWords('/api/direct-video-generation')).toBe('direct-video-generation direct video generation');
    expect(routeWords('/')).toBe('');
  });

  it('numbers repeated headings as the slugger does', () => {
    const sections = page('/x', 'x', '## مثال\n\nیک\n\n## مثال\n\nدو\n\n#### جزئیات\n\nسه');
    expect(sections.map((s) => s.anchor)).toEqual(['', 'مثال', 'مثال-1']);
    expect(sections[2].text).toBe('دو جزئیات سه');
  });
});

describe('searchGrouped on a Persian fixture', () => {
  const engine = wholeIndex(fixture);

  it('ranks the page whose title matches first', () => {
    expect(rankedRoutes(engine, 'پایگاه دانش')[0]).toBe('/concepts/corpora');
    expect(rankedRoutes(engine, 'قیمت گذاری')[0]).toBe('/pricing');
  });

  it('finds a query typed with Arabic ي/ك and without ZWNJ', () => {
    expect(rankedRoutes(engine, 'پايگاههاي دانش')[0]).toBe('/concepts/corpora');
    expect(rankedRoutes(engine, 'مدلهاي زباني')[0]).toBe('/api/providers');
    expect(rankedRoutes(engine, 'ارائه دهندگان')[0]).toBe('/api/providers');
  });

  it('lands on the section of the heading that matched', () => {
    const [group] = searchGrouped(engine, 'ارسال پيام');
    expect(group.route).toBe('/api/session');
    expect(group.hits[0].href).toBe(`/api/session#${encodeURIComponent('ارسال-پیام')}`);
    expect(group.hits[0].heading.filter((s) => s.match).map((s) => s.text)).toEqual(['ارسال', 'پیام']);
  });

  it('finds API paths, operation summaries and model ids as typed, by prefix and case-insensitively', () => {
    expect(searchGrouped(engine, '/api/v1/chat/session')[0].hits[0].anchor).toBe('ایجاد-نشست');
    expect(rankedRoutes(engine, 'GPT-4o')[0]).toBe('/api/providers');
    expect(rankedRoutes(engine, 'createSess')[0]).toBe('/api/session');
  });

  it('ranks an exact title above longer titles with the same words', () => {
    expect(rankedRoutes(engine, 'قیمتگذاری')[0]).toBe('/pricing');
    expect(searchGrouped(engine, 'ایجاد نشست')[0].hits[0].anchor).toBe('ایجاد-نشست');
  });

  it('treats only the last word as unfinished', () => {
    // «پاسخ» is a whole word here: it must not pull in every «پاسخ‌ها…» form, while «جریا» completes to «جریانی».
    expect(searchGrouped(engine, 'پاسخ جریا')[0].hits[0].anchor).toBe('پاسخ-جریانی');
  });

  it('forgives a one-letter typo in a longer word', () => {
    expect(rankedRoutes(engine, 'قیمتگذری')[0]).toBe('/pricing');
    expect(rankedRoutes(engine, 'جریانیی')[0]).toBe('/api/session');
  });

  it('returns nothing for an empty or stopword-only query', () => {
    expect(searchGrouped(engine, '   ')).toEqual([]);
    expect(searchGrouped(engine, 'از و به')).toEqual([]);
    expect(searchGrouped(engine, 'zzqxj')).toEqual([]);
  });
});

describe('snippet', () => {
  it('marks matches found through normalisation in the original text', () => {
    const segments = snippet('پاسخ به‌صورت تکه‌تکه می‌رسد.', ['میرسد']);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['می‌رسد']);
    expect(segments.map((s) => s.text).join('')).toBe('پاسخ به‌صورت تکه‌تکه می‌رسد.');
  });

  it("marks a prepared query's terms in text written with Arabic letters and ZWNJ", () => {
    const terms = prepareQuery('کلید پنلها').terms.map((t) => t.text);
    const segments = snippet('هر كليد API در پنل‌ها ساخته می‌شود.', terms);
    expect(segments.filter((s) => s.match).map((s) => s.text)).toEqual(['كليد', 'پنل‌ها']);
  });

  it('cuts a window around a late match with ellipses', () => {
    const text = `${'کلمه '.repeat(80)}هدف ${'کلمه '.repeat(80)}`.trim();
    const segments = snippet(text, ['هدف'], 100);
    expect(segments[0].text).toBe('… ');
    expect(segments[segments.length - 1].text).toBe(' …');
    expect(segments.some((s) => s.match && s.text === 'هدف')).toBe(true);
  });
});
