import { claimMentions, lintRetired, lintVoice, oneMarkFindings, sentences, type Claim } from './voiceLint';

const retired = [{ forms: ['منبع', 'منابع'], en: 'source', use: 'write موجودیت, ارجاع or nothing' }];

describe('retired-word', () => {
  it('finds every form of the word in prose, glued endings included, and leaves code alone', () => {
    const found = lintRetired('این منبع و منبع‌ها و منابع و منبعی.\n\n```python\n# منبع\n```\n\n`منبع`', retired);
    expect(found.map((f) => f.text)).toEqual(['منبع', 'منبع‌ها', 'منابع', 'منبعی']);
    expect(found[0]).toMatchObject({ rule: 'retired-word', line: 1, column: 5 });
    expect(found[0].message).toContain('موجودیت');
  });

  it('does not match a longer word that only contains the letters', () => {
    expect(lintRetired('پرمنبع نیست.', retired)).toEqual([]);
  });
});

describe('voice', () => {
  it('reports phrases that narrate the research, in prose only', () => {
    const found = lintVoice('این برداشت ماست.\n\n```text\nبرداشت ماست\n```', ['برداشت ماست']);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: 'voice', line: 1, text: 'برداشت ماست' });
  });
});

describe('sentences', () => {
  it('splits prose into sentences with inline code kept, and gives a mark after a full stop to the sentence before', () => {
    const s = sentences(
      'هزینه در `usage.cost` است. <Unverified /> جمله‌ی دوم `billing.cost` دارد.\n\n## عنوان `usage.cost`\n',
    );
    expect(s.map((x) => [x.text.trim(), x.marked])).toEqual([
      ['هزینه در `usage.cost` است.'.replace(/`/g, ' '), true],
      ['جمله‌ی دوم `billing.cost` دارد.'.replace(/`/g, ' '), false],
    ]);
  });

  it('treats table cells as sentences of their own', () => {
    const s = sentences('| `404` | مدل در دسترس نیست (`model_not_found`). <Unverified /> | شناسه را بررسی کنید. |\n');
    const marked = s.filter((x) => x.marked).map((x) => x.text);
    expect(marked).toHaveLength(1);
    expect(marked[0]).toContain('model_not_found');
  });
});

describe('one-mark', () => {
  const claims: Claim[] = [
    { keys: ['usage.cost'], fact: 'generation tasks report their cost in usage.cost', mark: 'S' },
    { keys: ['percentage'], fact: 'async tasks report progress', mark: 'S' },
  ];

  it('finds the sentences that state a claim, whole words only', () => {
    const found = claimMentions(
      'هزینه در `usage.cost` است. فیلد `usage.costs` چیز دیگری است. `percentage` <Unverified />',
      claims,
    );
    expect(found.map((m) => [m.phrase, m.sentence.marked])).toEqual([
      ['usage.cost', false],
      ['percentage', true],
    ]);
  });

  it('reports a claim marked on one page and bare on another, naming where it is marked', () => {
    const out = oneMarkFindings(
      [
        {
          file: 'content/a.mdx',
          source: 'هزینه در `usage.cost` می‌آید. <Unverified />\n\nپیشرفت در `percentage` است. <Unverified />\n',
        },
        { file: 'content/b.mdx', source: 'متن.\n\nهزینه‌ی وظیفه در `usage.cost` است.\n' },
      ],
      claims,
    );
    expect(out).toHaveLength(1);
    expect(out[0].file).toBe('content/b.mdx');
    expect(out[0].finding).toMatchObject({ rule: 'one-mark', line: 3, text: 'usage.cost' });
    expect(out[0].finding.message).toContain('marked in content/a.mdx');
  });

  it('reports a claim no page states any more against the index', () => {
    const out = oneMarkFindings(
      [{ file: 'content/a.mdx', source: 'پیشرفت در `percentage` است. <Unverified />\n' }],
      claims,
    );
    expect(out.map((o) => [o.file, o.finding.text])).toEqual([['content/claims.json', 'usage.cost']]);
  });

  it('finds a claim by any of its keys or patterns, only beside its subject when `with` is given', () => {
    const settings: Claim = {
      keys: ['رشته‌ی JSON'],
      with: ['embedding', 'chunking'],
      fact: 'corpus settings travel as JSON strings',
      mark: 'S',
    };
    const filter: Claim = {
      keys: [],
      patterns: ['ERROR[^.]*فیلتر'],
      fact: 'a filtered prompt ends in ERROR',
      mark: 'I',
    };
    const found = claimMentions(
      [
        'تنظیم `embedding` به شکل رشته‌ی JSON می‌رود.',
        'ورودی‌های تابع رشته‌ی JSON هستند.',
        'وضعیت `ERROR` برای توصیفی است که فیلتر محتوا رد کند. <Unverified />',
      ].join('\n'),
      [settings, filter],
    );
    expect(found.map((m) => [m.claim.fact, m.phrase, m.sentence.marked])).toEqual([
      ['corpus settings travel as JSON strings', 'رشته‌ی JSON', false],
      ['a filtered prompt ends in ERROR', 'ERROR برای توصیفی است که فیلتر', true],
    ]);
  });

  it('does not end a sentence at a full stop inside inline code', () => {
    const found = claimMentions('با `GET /relevant?query=...` تکه‌ها برمی‌گردند. <Unverified />', [
      { keys: ['/relevant'], fact: 'the relevant route', mark: 'S' },
    ]);
    expect(found.map((m) => m.sentence.marked)).toEqual([true]);
  });
});
