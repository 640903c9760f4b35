import fs from 'fs';
import path from 'path';
import { rankedRoutes } from './__testing__/rankedRoutes';
import { sectionsFromMdx } from './__testing__/sectionsFromMdx';
import { prepareQuery } from './preparedQuery';
import { applySynonyms, buildSynonymTable, canonicalPhrase, phraseKeys, phraseTokens, SynonymTerm } from './synonyms';
import { tokenize } from './tokenize';
import { wholeIndex } from './wholeIndex';

const Z = '\u200c';

const terms: SynonymTerm[] = [
  { fa: 'نشست', avoid: ['سشن'], search: ['session', 'sessions'] },
  { fa: 'پایگاه دانش', search: ['corpus', 'کورپس', 'knowledge base', 'the knowledge base of it'] },
  { fa: 'embedding (بردار معنایی)', search: ['امبدینگ'] },
  { fa: 'جست‌وجو', avoid: ['جستجو', 'جست و جو'], suffixes: ['ی'] },
  { fa: 'Postman', search: ['پستمن', `پست${Z}من`] },
  { fa: 'گفتگو', avoid: [`گفت${Z}وگو`] },
];

describe('buildSynonymTable', () => {
  const table = buildSynonymTable(terms);

  it('leads each one-word variant to the words of its term, as the tokenizer writes them', () => {
    expect(table['سشن']).toEqual(['نشست']);
    expect(table.session).toEqual(['نشست']);
    expect(table['کورپس']).toEqual(['پایگاه', 'دانش']);
    expect(table['امبدینگ']).toEqual(['embedding', 'بردار', 'معنایی']);
    expect(table['جستجو']).toEqual(['جستوجو']);
    expect(table['پستمن']).toEqual(['postman']);
  });

  it('adds the glued endings a term allows', () => {
    expect(table['جستجوی']).toEqual(['جستوجوی']);
  });

  it('keys a two-word phrase by its words joined, leaves out longer phrases and variants that are the term itself', () => {
    expect(table.knowledgebase).toEqual(['پایگاه', 'دانش']);
    expect(Object.keys(table)).not.toContain('knowledgebaseit');
    expect(Object.keys(table)).not.toContain('جستوجو');
    expect(Object.keys(table).every((k) => !/\s/.test(k))).toBe(true);
  });

  it("finds a query's two-word phrases that are keys, stopwords and single letters aside", () => {
    expect(phraseKeys(['a', 'knowledge', 'base'], table)).toEqual(['knowledgebase']);
    expect(phraseKeys(['knowledge', 'of', 'base'], table)).toEqual(['knowledgebase']);
    expect(phraseKeys(['base', 'knowledge'], table)).toEqual([]);
    const terms = prepareQuery('knowledge base', table).terms.map((t) => t.text);
    expect(terms).toEqual(expect.arrayContaining(['knowledge', 'base', 'knowledgebase', 'پایگاه', 'دانش']));
  });

  it('refuses a variant claimed by two terms', () => {
    expect(() => buildSynonymTable([...terms, { fa: 'جلسه', search: ['session'] }])).toThrow(/session.*نشست.*جلسه/);
  });

  it('phraseTokens folds letters, joins ZWNJ compounds and reads inside parentheses', () => {
    expect(phraseTokens(`فضای ذخیره${Z}سازی`)).toEqual(['فضای', 'ذخیرهسازی']);
    expect(phraseTokens('مدل زبانی (LLM)')).toEqual(['مدل', 'زبانی', 'llm']);
    expect(phraseTokens('كليد')).toEqual(['کلید']);
  });
});

describe('applySynonyms', () => {
  const table = buildSynonymTable(terms);

  it('follows table tokens with their term in place and passes the others', () => {
    expect(applySynonyms(tokenize('سشن جدید'), table)).toEqual(['سشن', 'نشست', 'جدید']);
    expect(applySynonyms(tokenize('/api/v1/chat/session'), table)).toEqual(
      expect.arrayContaining(['api/v1/chat/session', 'chat', 'نشست']),
    );
    expect(applySynonyms(['x'], undefined)).toEqual(['x']);
  });

  it('does not treat inherited object keys as synonyms', () => {
    expect(applySynonyms(['constructor', 'tostring'], table)).toEqual(['constructor', 'tostring']);
  });
});

describe('synonyms in the index and the query', () => {
  const page = (route: string, title: string, body: string) =>
    sectionsFromMdx(`---\ntitle: ${title}\n---\n${body}`, { route, title }, { slug: (t) => t });
  const sections = [
    ...page(
      '/api/session',
      'گفتگو با چت‌بات',
      'هر گفتگو درون یک نشست است.\n\n```bash\ncurl "$METIS_BASE_URL/api/v1/chat/session"\n```\n',
    ),
    ...page('/concepts/embedding', 'بردار معنایی (Embedding)', 'مدل embedding متن را به بردار تبدیل می‌کند.'),
    ...page('/postman', 'مجموعه‌ی Postman', 'همه‌ی درخواست‌ها را در Postman امتحان کنید.'),
    ...page('/concepts/semantic', 'جست‌وجوی معنایی', 'جست‌وجو بر پایه‌ی معنا.'),
  ];
  const table = buildSynonymTable(terms);

  it('finds a page by the loanword or English name a reader types', () => {
    const engine = wholeIndex(sections, table);
    expect(rankedRoutes(engine, 'سشن')[0]).toBe('/api/session');
    expect(rankedRoutes(engine, 'امبدینگ')[0]).toBe('/concepts/embedding');
    expect(rankedRoutes(engine, 'پستمن')[0]).toBe('/postman');
    expect(rankedRoutes(engine, 'جستجوی معنایی')[0]).toBe('/concepts/semantic');
  });

  it('ranks the heading that is the query in the listed spelling first', () => {
    const more = [
      ...sections,
      ...page(
        '/api/bot',
        'چت‌بات و گفتگو',
        'گفتگو با چت‌بات، گفتگو با چت‌بات و باز هم گفتگو با چت‌بات: هر چت‌بات گفتگو دارد.',
      ),
    ];
    expect(rankedRoutes(wholeIndex(more, table), `گفت${Z}وگو با چت${Z}بات`)[0]).toBe('/api/session');
  });

  it('canonicalPhrase keeps stopwords, so «گفتار به متن» is not «گفتار و متن»', () => {
    expect(canonicalPhrase(`گفت${Z}وگو با چت${Z}بات`, table)).toBe(canonicalPhrase('گفتگو با چت‌بات', table));
    expect(canonicalPhrase('تبدیل گفتار به متن', table)).not.toBe(canonicalPhrase('تبدیل گفتار و متن', table));
  });

  it('without a table the loanwords find nothing', () => {
    expect(rankedRoutes(wholeIndex(sections), 'پستمن')).toEqual([]);
  });
});

describe('content/terms.json as search synonyms', () => {
  const file = path.join(__dirname, '..', '..', '..', 'content', 'terms.json');
  const list: Array<SynonymTerm & { en: string }> = JSON.parse(fs.readFileSync(file, 'utf8')).terms;

  it('builds without a variant claimed twice', () => {
    expect(() => buildSynonymTable(list)).not.toThrow();
  });

  it('covers the loanwords and names readers type', () => {
    const table = buildSynonymTable(list);
    for (const word of ['امبدینگ', 'پستمن', 'سشن', 'کورپس', 'session', 'token', 'reranking', 'قطعه']) {
      expect(table[tokenize(word)[0]]).toBeDefined();
    }
  });

  it('lists search words and glued endings as non-empty strings', () => {
    for (const t of list) {
      for (const w of [...(t.search ?? []), ...(t.suffixes ?? [])])
        expect(typeof w === 'string' && w.trim().length > 0).toBe(true);
    }
  });
});
