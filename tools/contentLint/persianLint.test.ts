import { countPersianWords, fixTerms, formatFinding, lintMdx, lintTerms, lintText, virastarOnly } from './persianLint';
import { internalLinks, maskedProse } from './proseMask';

const Z = '\u200c';
const rules = (text: string) => lintText(text).map((f) => f.rule);
const mdxRules = (text: string) => lintMdx(text).map((f) => f.rule);

describe('arabic-letter', () => {
  it('fires on Arabic yeh and kaf and suggests the Persian letters', () => {
    const [f, ...rest] = lintText('این يك كتاب است');
    expect(f).toMatchObject({ rule: 'arabic-letter', text: 'يك', fix: 'یک', line: 1, column: 5 });
    expect(rest).toEqual([expect.objectContaining({ rule: 'arabic-letter', text: 'كتاب', fix: 'کتاب' })]);
  });

  it('fires on alef maksura used as yeh', () => {
    expect(rules('مدلى برای متن')).toEqual(['arabic-letter']);
  });

  it('fires inside code samples too, where a Persian string must still be Persian', () => {
    const src = '```json\n{ "content": "سلام علي" }\n```\n';
    expect(lintMdx(src)).toEqual([
      expect.objectContaining({ rule: 'arabic-letter', text: 'علي', fix: 'علی', line: 2 }),
    ]);
  });

  it('does not fire on Persian ی and ک', () => {
    expect(rules('این یک کتاب است')).toEqual([]);
  });
});

describe('arabic-digit', () => {
  it('fires on Arabic-Indic digits and suggests Persian digits', () => {
    expect(lintText('هزینه ٣٤ دلار است')).toEqual([
      expect.objectContaining({ rule: 'arabic-digit', text: '٣٤', fix: '۳۴', column: 7 }),
    ]);
  });

  it('does not fire on Persian or Latin digits', () => {
    expect(rules('هزینه ۳۴ دلار یا 34 دلار است')).toEqual([]);
  });
});

describe('zwnj-prefix', () => {
  it('fires on a space after می and نمی', () => {
    const found = lintText('این درخواست انجام می شود اما نمی توان آن را تکرار کرد');
    expect(found.map((f) => [f.rule, f.text, f.fix])).toEqual([
      ['zwnj-prefix', 'می شود', `می${Z}شود`],
      ['zwnj-prefix', 'نمی توان', `نمی${Z}توان`],
    ]);
  });

  it('fires on می glued to a verb', () => {
    expect(lintText('پاسخ برگردانده میشود و نمیتوانید آن را میکردید').map((f) => f.fix)).toEqual([
      `می${Z}شود`,
      `نمی${Z}توانید`,
      `می${Z}کردید`,
    ]);
  });

  it('fires on the impersonal می‌توان written solid', () => {
    expect(rules('میتوان از کلید دوم استفاده کرد')).toEqual(['zwnj-prefix']);
  });

  it('does not fire on nouns and adjectives that merely start with می', () => {
    const text =
      'میز و میان و میانگین و میزان و میلیون و میلیارد و میکروسرویس و میدان و میراث و میهمان و میوه و ' +
      'تحقیقات میدانی و میلی‌ثانیه و میزبانی و میکروفون و میانه';
    expect(lintText(text)).toEqual([]);
  });

  it('does not fire on words that end in می or a correctly joined prefix', () => {
    expect(rules(`کمی صبر کنید؛ پاسخ می${Z}رسد و نمی${Z}ماند. گرمی و نرمی`)).toEqual([]);
  });
});

describe('zwnj-suffix', () => {
  it('fires on a space before ها, های, هایی, تر and ترین', () => {
    const found = lintText('فایل ها و پیام های نشست و نمونه هایی از مدل سریع تر و ارزان ترین گزینه');
    expect(found.map((f) => [f.text, f.fix])).toEqual([
      ['فایل ها', `فایل${Z}ها`],
      ['پیام های', `پیام${Z}های`],
      ['نمونه هایی', `نمونه${Z}هایی`],
      ['سریع تر', `سریع${Z}تر`],
      ['ارزان ترین', `ارزان${Z}ترین`],
    ]);
    expect(new Set(found.map((f) => f.rule))).toEqual(new Set(['zwnj-suffix']));
  });

  it('fires on a space before ای and ام after a final ه', () => {
    expect(lintText('این نمونه ای ساده است که نوشته ام').map((f) => f.fix)).toEqual([`نمونه${Z}ای`, `نوشته${Z}ام`]);
  });

  it('fires on a space before اند after a final ه', () => {
    expect(lintText('این مدل‌ها اضافه شده اند').map((f) => f.fix)).toEqual([`شده${Z}اند`]);
  });

  it('fires on a plural glued after a joining letter', () => {
    expect(lintText('فایلها و پیامهای نشست و صفحههایی دیگر').map((f) => f.fix)).toEqual([
      `فایل${Z}ها`,
      `پیام${Z}های`,
      `صفحه${Z}هایی`,
    ]);
  });

  it('fires on a comparative glued after a joining letter', () => {
    expect(lintText('مدل سریعتر و کوچکترین نسخه').map((f) => f.fix)).toEqual([`سریع${Z}تر`, `کوچک${Z}ترین`]);
  });

  it('does not fire on words that end in ها or تر without being plurals or comparatives', () => {
    const text =
      'تنها راه، انتهای فهرست، تنهایی، دفتر، بستر، فیلتر، پارامتر، کامپیوتر، متر، دختر، بیشتر، کمتر، بهتر، ' +
      'بهترین، بیشترین، کارها، مدل‌ها، پیشنهادها، رها، بها، نهایی، رهایی، تر و خشک';
    expect(lintText(text)).toEqual([]);
  });

  it('does not fire on correctly joined suffixes', () => {
    expect(rules(`فایل${Z}ها، پیام${Z}های، نمونه${Z}ای، سریع${Z}تر، ارزان${Z}ترین، شده${Z}اند`)).toEqual([]);
  });
});

describe('latin-punctuation', () => {
  it('fires on a Latin comma, semicolon and question mark in a Persian sentence', () => {
    const found = lintText('کلید را بسازید, سپس آن را بفرستید; آیا پاسخ رسید?');
    expect(found.map((f) => [f.text, f.fix])).toEqual([
      [',', '،'],
      [';', '؛'],
      ['?', '؟'],
    ]);
  });

  it('fires on a comma after inline code inside a Persian sentence', () => {
    expect(mdxRules('کلیدهای `tpsg-`, سپس نشست')).toEqual(['latin-punctuation']);
  });

  it('does not fire on punctuation between English words, numbers or in code', () => {
    const src = [
      'مدل‌های gpt-4o, gpt-4o-mini و What is RAG? در این صفحه.',
      'عدد 1,000 و نشانی https://api.metisai.ir/api/v1/chat/session?botId=1 را ببینید.',
      'مقدار `a, b; c?` را بفرستید.',
      '```python',
      'print("سلام, دنیا?")',
      '```',
    ].join('\n');
    expect(lintMdx(src)).toEqual([]);
  });

  it('does not fire on Persian punctuation', () => {
    expect(rules('کلید را بسازید، سپس آن را بفرستید؛ آیا پاسخ رسید؟')).toEqual([]);
  });
});

describe('placeholder', () => {
  it('fires on TODO, lorem ipsum and «در دست تهیه»', () => {
    expect(rules('TODO: این بخش. Lorem ipsum dolor. این صفحه در دست تهیه است.')).toEqual([
      'placeholder',
      'placeholder',
      'placeholder',
    ]);
  });

  it('fires on «به‌زودی تکمیل می‌شود»', () => {
    expect(rules(`این بخش به${Z}زودی تکمیل می${Z}شود.`)).toEqual(['placeholder']);
  });

  it('does not fire on ordinary prose or on TODO inside code', () => {
    expect(mdxRules('این صفحه کامل است. `TODO` یک کلمه است.\n\n```js\n// TODO\n```\n')).toEqual([]);
  });
});

describe('terminology', () => {
  const terms = [
    { fa: `چت${Z}بات`, en: 'bot', avoid: ['چت بات', 'چتبات'] },
    { fa: 'نشست', en: 'session', avoid: ['سشن'] },
  ];

  it('fires on an avoided spelling, also before a suffix, and suggests the listed term', () => {
    const found = lintTerms(`یک چت بات بسازید و سشن${Z}ها را ببینید`, terms);
    expect(found.map((f) => [f.rule, f.text, f.fix])).toEqual([
      ['terminology', 'چت بات', `چت${Z}بات`],
      ['terminology', 'سشن', 'نشست'],
    ]);
  });

  it('does not fire on the listed term, inside longer words or in code', () => {
    expect(lintTerms(`یک چت${Z}بات و نشست‌ها؛ کلمه‌ی سشنی نداریم. \`سشن\``, terms)).toEqual([]);
  });

  const voice = [
    { fa: 'گفتگو', en: 'conversation', avoid: [`گفت${Z}وگو`, 'گفت و گو'], suffixes: ['ی', 'یی', 'محور'] },
    { fa: 'بیشتر', en: 'more', avoid: [`بیش${Z}تر`], suffixes: ['ین'] },
    { fa: 'تکه', en: 'chunk', avoid: ['قطعه'] },
    { fa: `تکه${Z}سازی`, en: 'chunking', avoid: [`قطعه${Z}بندی`] },
    { fa: 'آپلود', en: 'upload', avoid: ['بارگذاری'] },
  ];

  it('keeps a glued ending the term lists, and only those', () => {
    const found = lintTerms(
      `گفت${Z}وگوی کوتاه، بیش${Z}ترین سهم و یک گفت${Z}وگومحور؛ اما گفت${Z}وگوها و قطعه${Z}ای`,
      voice,
    );
    expect(found.map((f) => [f.text, f.fix])).toEqual([
      [`گفت${Z}وگوی`, 'گفتگوی'],
      [`بیش${Z}ترین`, 'بیشترین'],
      [`گفت${Z}وگومحور`, 'گفتگومحور'],
      [`گفت${Z}وگوها`, 'گفتگوها'],
      ['قطعه', 'تکه'],
    ]);
    // «قطعهی» is not a listed ending of «قطعه»: another word, left alone.
    expect(lintTerms('قطعهی', voice)).toEqual([]);
  });

  it('finds both halves of a doubled word', () => {
    expect(lintTerms(`قطعه${Z}قطعه و تکه${Z}قطعه`, voice).map((f) => f.fix)).toEqual(['تکه', 'تکه', 'تکه']);
    expect(fixTerms(`قطعه${Z}قطعه`, voice).source).toBe(`تکه${Z}تکه`);
  });

  it('lints the title of a code fence, which readers see, and not the code', () => {
    expect(
      lintTerms('```bash title="بارگذاری فایل"\ncurl -F "قطعه=1"\n```\n', voice).map((f) => [f.text, f.line]),
    ).toEqual([['بارگذاری', 1]]);
  });

  it('reports the longest of two overlapping spellings once', () => {
    expect(lintTerms(`قطعه${Z}بندی متن`, voice).map((f) => [f.text, f.fix])).toEqual([[`قطعه${Z}بندی`, `تکه${Z}سازی`]]);
  });

  it('fixTerms rewrites prose only, drops a ZWNJ after a letter that does not join, and is idempotent', () => {
    const src = [
      '---',
      `title: گفت${Z}وگو با قطعه${Z}ها`,
      '---',
      '',
      `فایل را بارگذاری کنید؛ فایل بارگذاری${Z}شده در گفت${Z}وگوی بعدی می${Z}آید.`,
      '',
      '```python',
      '# گفت‌وگو و قطعه در کد و توضیح کد می‌مانند',
      'print("قطعه")',
      '```',
      '',
      `متن \`قطعه\` و [پیوند](/api/قطعه) و <Figure alt="قطعه${Z}ها" src="/img/قطعه.svg" />`,
    ].join('\n');
    const { source, fixed } = fixTerms(src, voice);
    expect(fixed).toBe(6);
    expect(source.split('\n')[1]).toBe(`title: گفتگو با تکه${Z}ها`);
    expect(source.split('\n')[4]).toBe(`فایل را آپلود کنید؛ فایل آپلودشده در گفتگوی بعدی می${Z}آید.`);
    expect(source.split('\n').slice(6, 10)).toEqual(src.split('\n').slice(6, 10));
    expect(source.split('\n')[11]).toBe(
      `متن \`قطعه\` و [پیوند](/api/قطعه) و <Figure alt="تکه${Z}ها" src="/img/قطعه.svg" />`,
    );
    expect(lintTerms(source, voice)).toEqual([]);
    expect(fixTerms(source, voice)).toEqual({ source, fixed: 0 });
  });
});

describe('maskedProse', () => {
  it('keeps offsets, masks frontmatter keys and keeps their values', () => {
    const src = '---\ntitle: شروع سریع\nsidebar_position: 1\n---\n\nمتن';
    const { prose } = maskedProse(src);
    expect(prose).toHaveLength(src.length);
    expect(prose.split('\n')[1].trim()).toBe('شروع سریع');
    expect(prose.split('\n')[2].trim()).toBe('1');
  });

  it('masks imports, expressions, JSX attributes that are not prose, links and URLs', () => {
    const src = [
      "import Foo from './foo';",
      '',
      '{/* یادداشت, نه متن */}',
      '<Figure src="/img/a,b.png" caption="تصویر نمونه" />',
      '[متن پیوند](/api/session?x=a,b) و https://api.metisai.ir/a,b',
    ].join('\n');
    const lines = maskedProse(src).prose.split('\n');
    expect(lines[0].trim()).toBe('');
    expect(lines[2].trim()).toBe('');
    expect(lines[3].trim()).toBe('تصویر نمونه');
    expect(lines[4].replace(/\s+/g, ' ').trim()).toBe('متن پیوند و');
  });

  it('masks admonition markers but keeps their titles', () => {
    const { prose } = maskedProse(':::tip[نکته‌ی مهم]\nمتن\n:::');
    expect(prose.split('\n')[0].trim()).toBe('نکته‌ی مهم');
  });

  it('reports findings at source lines and columns', () => {
    const src = '---\ntitle: صفحه\n---\n\nاول\n\nدوم می شود';
    expect(lintMdx(src)).toEqual([expect.objectContaining({ rule: 'zwnj-prefix', line: 7, column: 5 })]);
  });
});

describe('virastar agreement', () => {
  it('virastar applies the same fixes to the spaced forms we detect', () => {
    const text = 'فایل ها ارسال می شود و سریع تر است';
    const ours = lintText(text);
    let fixed = text;
    for (const f of [...ours].reverse()) {
      const at = f.column - 1;
      fixed = fixed.slice(0, at) + f.fix + fixed.slice(at + f.text.length);
    }
    expect(fixed).toBe(virastarOnly('fix_suffix_spacing', virastarOnly('fix_perfix_spacing', text)));
  });
});

describe('formatFinding', () => {
  it('prints file:line:column, the rule, the text and the fix with the ZWNJ made visible', () => {
    const [f] = lintText('می شود');
    expect(formatFinding('content/a.mdx', f)).toBe(
      `content/a.mdx:1:1 zwnj-prefix «می شود» → «می${Z}[ZWNJ]شود»: space after the prefix می/نمی; write a zero-width non-joiner`,
    );
  });
});

describe('countPersianWords and internalLinks', () => {
  it('counts prose words only, a ZWNJ compound as one', () => {
    const src = `---\ntitle: عنوان صفحه\n---\n\nاین دو کلمه${Z}ها است.\n\n\`\`\`python\nprint("سه چهار")\n\`\`\`\n`;
    // عنوان، صفحه، این، دو، کلمه‌ها، است
    expect(countPersianWords(src)).toBe(6);
  });

  it('lists internal markdown and JSX links, not external ones nor links in code', () => {
    const src = [
      '[نشست](/api/session) و [پیام](../types/message.mdx) و [بیرون](https://metisai.ir)',
      '<FeatureCard href="/concepts/qa" title="پرسش" />',
      '[بخش](#عنوان)',
      '```md',
      '[نه](/pricing)',
      '```',
    ].join('\n');
    expect(internalLinks(src)).toEqual(['/api/session', '../types/message.mdx', '/concepts/qa']);
  });
});
