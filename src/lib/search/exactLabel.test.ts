import { EXACT_BONUS, exactBonus, exactKey, exactLabelKeys, exactQueryKeys, unmarkedExactKey } from './exactLabel';
import { buildSynonymTable, canonicalPhrase, SynonymTable } from './synonyms';

const Z = '\u200c';
const table = buildSynonymTable([
  { fa: 'نشست', avoid: ['سشن'], search: ['session'] },
  { fa: 'گفتگو', avoid: [`گفت${Z}وگو`] },
  { fa: 'embedding (بردار معنایی)', search: ['امبدینگ'] },
]);

const label = (heading: string, pageTitle = 'صفحه') => ({ heading, pageTitle });

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
    const keys = exactQueryKeys(`ايجاد ${Z}نشست`);
    expect(exactBonus(keys, label('ایجاد نشست'))).toBe(EXACT_BONUS);
    expect(exactBonus(keys, label('ایجاد نشست تازه'))).toBe(1);
    // The introduction's label is the page title; parentheses may be left out.
    expect(exactBonus(exactQueryKeys('بردار معنایی'), label('', 'بردار معنایی (Embedding)'))).toBe(EXACT_BONUS);
    expect(exactQueryKeys('؟!')).toEqual([]);
  });

  it('with synonyms, matches a heading typed in a spelling the terms list avoids', () => {
    const keys = exactQueryKeys(`گفت${Z}وگو با سشن`, table);
    expect(exactBonus(keys, label('گفتگو با نشست'), table)).toBe(EXACT_BONUS);
    expect(exactBonus(exactQueryKeys(`گفت${Z}وگو با سشن`), label('گفتگو با نشست'))).toBe(1);
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
    expect(exactBonus(exactQueryKeys('gamma', chained), label('alpha'), chained)).toBe(1);
    expect(exactBonus(exactQueryKeys('alpha', chained), label('alpha'), chained)).toBe(EXACT_BONUS);
    expect(exactBonus(exactQueryKeys('gamma', chained), label('beta'), chained)).toBe(1);
    expect(exactBonus(exactQueryKeys('alpha', chained), label('beta'), chained)).toBe(EXACT_BONUS);
  });

  it('agrees with comparing exact keys and canonical phrases directly', () => {
    const texts = ['ایجاد نشست', 'ساخت سشن', 'ساخت نشست', `گفت${Z}وگو`, 'گفتگو', 'session', 'امبدینگ', 'embedding (بردار معنایی)', 'بردار معنایی', 'نشست'];
    for (const synonyms of [undefined, table]) {
      for (const query of texts) {
        for (const heading of texts) {
          const expected = isExactly(query, label(heading), synonyms) ? EXACT_BONUS : 1;
          expect([query, heading, exactBonus(exactQueryKeys(query, synonyms), label(heading), synonyms)]).toEqual([query, heading, expected]);
        }
      }
    }
  });
});
