import { exactKey, exactLabelKeys, exactQueryKeys, isExactLabel, unmarkedExactKey } from './exactLabel';
import { prepareQuery } from './preparedQuery';
import { buildSynonymTable, canonicalPhrase, SynonymTable } from './synonyms';

const Z = '\u200c';
const table = buildSynonymTable([
  { fa: 'نشست', avoid: ['سشن'], search: ['session'] },
  { fa: 'گفتگو', avoid: [`گفت${Z}وگو`] },
  { fa: 'embedding (بردار معنایی)', search: ['امبدینگ'] },
]);

const label = (heading: string, pageTitle = 'صفحه') => ({ heading, pageTitle });

/** Whether the label is exactly the query, the query prepared as the dialog prepares it. */
const exactly = (query: string, stored: { heading: string; pageTitle: string }, synonyms?: SynonymTable) =>
  isExactLabel(prepareQuery(query, synonyms).exactKeys, stored, synonyms);

/** The rule the keys stand for, written out: equal exact keys, or equal canonical phrases. */
function isExactly(query: string, stored: { heading: string; pageTitle: string }, synonyms?: SynonymTable): boolean {
  const q = exactKey(query);
  if (!q) return false;
  const text = stored.heading || stored.pageTitle;
  const texts = [text, text.replace(/\([^)]*\)/g, '')];
  if (texts.some((t) => exactKey(t) === q)) return true;
  if (!synonyms) return false;
  const c = canonicalPhrase(query, synonyms);
  return c !== '' && texts.some((t) => canonicalPhrase(t, synonyms) === c);
}

describe('exact labels', () => {
  it('matches a heading however it is spaced, joined or lettered', () => {
    expect(exactly(`ايجاد ${Z}نشست`, label('ایجاد نشست'))).toBe(true);
    expect(exactly(`ايجاد ${Z}نشست`, label('ایجاد نشست تازه'))).toBe(false);
    // The introduction's label is the page title; parentheses may be left out.
    expect(exactly('بردار معنایی', label('', 'بردار معنایی (Embedding)'))).toBe(true);
    expect(prepareQuery('؟!').exactKeys).toEqual([]);
  });

  it('with synonyms, matches a heading typed in a spelling the terms list avoids', () => {
    expect(exactly(`گفت${Z}وگو با سشن`, label('گفتگو با نشست'), table)).toBe(true);
    expect(exactly(`گفت${Z}وگو با سشن`, label('گفتگو با نشست'))).toBe(false);
  });

  it('gives a query its exact key, marked and unmarked, and its canonical phrase', () => {
    expect(exactQueryKeys('ساختسشن', 'ساختنشست')).toEqual(['ساختسشن', '!ساختسشن', 'ساختنشست', '~ساختنشست']);
    expect(exactQueryKeys('ایجادنشست', 'ایجادنشست')).toEqual(['ایجادنشست', '!ایجادنشست', '~ایجادنشست']);
    expect(exactQueryKeys('', '')).toEqual([]);
  });

  it('keeps one unmarked key for a label without table words, and marked keys for one with them', () => {
    expect(exactLabelKeys(label('ایجاد نشست'), table)).toEqual(['ایجادنشست']);
    expect(exactLabelKeys(label('ساخت سشن'), table)).toEqual(['!ساختسشن', '~ساختنشست']);
    expect(exactLabelKeys(label('ساخت سشن'), table).map(unmarkedExactKey)).toEqual(['ساختسشن', 'ساختنشست']);
  });

  it('never matches one text’s exact key with another’s canonical phrase', () => {
    // A table where a term's own word is another term's avoided spelling.
    const chained = buildSynonymTable([
      { fa: 'beta', avoid: ['alpha'] },
      { fa: 'alpha', avoid: ['gamma'] },
    ]);
    // «gamma» reads as «alpha», but the heading «alpha» reads as «beta»: not the same label.
    expect(exactly('gamma', label('alpha'), chained)).toBe(false);
    expect(exactly('alpha', label('alpha'), chained)).toBe(true);
    expect(exactly('gamma', label('beta'), chained)).toBe(false);
    expect(exactly('alpha', label('beta'), chained)).toBe(true);
  });

  it('agrees with comparing exact keys and canonical phrases directly', () => {
    const texts = [
      'ایجاد نشست',
      'ساخت سشن',
      'ساخت نشست',
      `گفت${Z}وگو`,
      'گفتگو',
      'session',
      'امبدینگ',
      'embedding (بردار معنایی)',
      'بردار معنایی',
      'نشست',
      'گفتگو (چت)',
      'ك!',
    ];
    for (const synonyms of [undefined, table]) {
      for (const query of texts) {
        for (const heading of texts) {
          expect([query, heading, exactly(query, label(heading), synonyms)]).toEqual([
            query,
            heading,
            isExactly(query, label(heading), synonyms),
          ]);
        }
      }
    }
  });
});
