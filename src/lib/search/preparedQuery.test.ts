import { normalizeForMatch } from './normalize';
import { prepareQuery, termBoost, typosForgiven } from './preparedQuery';
import { buildSynonymTable } from './synonyms';
import { tokenize } from './tokenize';

const Z = '\u200c';
const table = buildSynonymTable([
  { fa: 'نشست', avoid: ['سشن'], search: ['session'] },
  { fa: 'گفتگو', avoid: [`گفت${Z}وگو`] },
  { fa: `چت${Z}بات`, search: ['chatbot'] },
]);

const texts = (text: string) => prepareQuery(text, table).terms.map((t) => t.text);

describe('prepareQuery', () => {
  it('folds Arabic letters and joiners once: the three spellings of a word are one query', () => {
    const withJoiner = prepareQuery(`پایگاه${Z}های دانش`, table);
    expect(withJoiner.terms.map((t) => t.text)).toEqual(['پایگاههای', 'پایگاه', 'دانش', 'پایگاههایدانش']);
    expect(prepareQuery('پايگاههاي دانش', table).terms).toEqual(withJoiner.terms);
    expect(prepareQuery('پایگاه های دانش', table).exactKeys).toEqual(withJoiner.exactKeys);
    expect(texts('مي شود')).toEqual(['میشود', 'شود']);
    expect(texts('مدل ۱۰۲۴')).toEqual(['مدل', '1024']);
  });

  it('gives each token the synonyms the index was built with, right after it, and no repeats', () => {
    expect(texts('سشن جدید')).toEqual(['سشن', 'نشست', 'جدید', 'سشنجدید']);
    expect(prepareQuery('سشن جدید').terms.map((t) => t.text)).toEqual(['سشن', 'جدید', 'سشنجدید']);
    expect(texts('session نشست')).toEqual(['session', 'نشست']);
  });

  it('searches a compound the terms list names as one word, not its parts', () => {
    const chat = buildSynonymTable([
      { fa: `چت${Z}بات`, search: ['ربات'] },
      { fa: 'گفتگو', search: ['چت'] },
    ]);
    const of = (text: string) => prepareQuery(text, chat).terms.map((t) => t.text);
    expect(of(`فایل چت${Z}بات؟`)).toEqual(['فایل', 'چتبات', 'فایلچتبات']);
    // A part the reader also typed as a word of its own is searched, and an unlisted compound keeps its parts.
    expect(of(`چت${Z}بات یا چت`)).toEqual(['چتبات', 'چت', 'گفتگو', 'چتباتیا', 'یاچت']);
    expect(of(`پایگاه${Z}های دانش`)).toEqual(['پایگاههای', 'پایگاه', 'دانش', 'پایگاههایدانش']);
  });

  it('makes only the terms the query ends with prefixes: the reader is still typing them', () => {
    const terms = prepareQuery('پاسخ جریا', table).terms;
    expect(terms.map((t) => [t.text, t.prefix])).toEqual([
      ['پاسخ', false],
      ['جریا', true],
      ['پاسخجریا', true],
    ]);
    // A synonym is not typed: «نشست» is never a prefix of what the reader wrote.
    expect(prepareQuery('سشن', table).terms.map((t) => [t.text, t.prefix])).toEqual([
      ['سشن', true],
      ['نشست', false],
    ]);
  });

  it('forgives one typo in words of four letters or more, never in numbers', () => {
    const typos = (text: string) => prepareQuery(text, table).terms.map((t) => [t.text, t.typos]);
    expect(typos('قیمتگذری')).toEqual([['قیمتگذری', 1]]);
    expect(typos('مدل')).toEqual([['مدل', 0]]);
    expect(typos('1024 2.5.1')).toEqual([
      ['1024', 0],
      ['2.5.1', 0],
      ['2', 0],
      ['5', 0],
      ['1', 0],
    ]);
  });

  it('forgives no typo in a word the synonym table lists: readers spell it so', () => {
    expect(typosForgiven('ربات', buildSynonymTable([{ fa: `چت${Z}بات`, search: ['ربات'] }]))).toBe(0);
    expect(typosForgiven('ربات')).toBe(1);
    expect(prepareQuery('chatbot', table).terms.map((t) => [t.text, t.typos])).toEqual([
      ['chatbot', 0],
      ['چتبات', 1],
    ]);
  });

  it('weighs a whole identifier above its parts', () => {
    const terms = prepareQuery('GPT-4o-mini', table).terms;
    expect(terms.map((t) => [t.text, t.boost])).toEqual([
      ['gpt-4o-mini', 3],
      ['gpt', 0.4],
      ['4o', 0.4],
      ['mini', 0.4],
    ]);
    expect(termBoost('mini', ['mini'])).toBe(1);
  });

  it('keys the exact-label lookup by the query as typed and, with synonyms, by its canonical phrase', () => {
    // Each key is looked up as a heading's and as a page title's (marked ^).
    const asHeadingAndTitle = (keys: string[]) => [...keys, ...keys.map((k) => `^${k}`)];
    expect(prepareQuery(`گفت${Z}وگو با چت${Z}بات`, table).exactKeys).toEqual(
      asHeadingAndTitle(['گفتوگوباچتبات', '!گفتوگوباچتبات', 'گفتگوباچتبات', '~گفتگوباچتبات']),
    );
    expect(prepareQuery('ایجاد  نشست؟', table).exactKeys).toEqual(
      asHeadingAndTitle(['ایجادنشست', '!ایجادنشست', '~ایجادنشست']),
    );
    expect(prepareQuery('ایجاد نشست').exactKeys).toEqual(asHeadingAndTitle(['ایجادنشست', '!ایجادنشست']));
    // Without plural endings too, however they are written.
    expect(prepareQuery('مدل های زبانی').exactKeys).toEqual(
      asHeadingAndTitle(['مدلهایزبانی', '!مدلهایزبانی', 'مدلزبانی', '!مدلزبانی']),
    );
  });

  it('holds nothing searchable for punctuation, and no key to look up', () => {
    expect(prepareQuery('؟! ...', table)).toEqual({ text: '؟! ...', terms: [], exactKeys: [] });
    expect(prepareQuery('   ', table).terms).toEqual([]);
  });

  it('prepares terms as the index holds tokens, so the snippet can mark them without folding them again', () => {
    for (const text of [
      `ايجاد ${Z}نشستها`,
      'كليدهای API',
      `پایگاه${Z}های دانش`,
      'GPT-4o',
      'https://api.metisai.ir/api/v1/storage',
      'سشن',
      'مدل ۱۰۲۴',
    ]) {
      for (const { text: term } of prepareQuery(text, table).terms) {
        expect(normalizeForMatch(term)).toBe(term);
        // The index's tokenizer reads the term as itself.
        expect(tokenize(term)).toContain(term);
      }
    }
  });
});
