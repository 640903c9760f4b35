import fs from 'node:fs';
import path from 'node:path';
import { exactKey } from './exactLabel';
import { buildSynonymTable, SynonymTerm } from './synonyms';

/**
 * The held-out query set (tools/search-queries.heldout.json) measures the ranking on readers' own words. It
 * only does if the ranking was not written for it: no query of it is an entry of the synonym list
 * (content/terms.json) or of the tuning set (tools/search-queries.json).
 */

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));
const heldOut: Array<{ query: string; expect: string[]; kind: string }> = read(
  'tools/search-queries.heldout.json',
).queries;
const tuning: Array<{ query: string }> = read('tools/search-queries.json').queries;
const terms: SynonymTerm[] = read('content/terms.json').terms;

describe('the held-out search queries', () => {
  it('are at least 60, of every kind of reader wording, each with the pages that answer it', () => {
    expect(heldOut.length).toBeGreaterThanOrEqual(60);
    const kinds = new Set(heldOut.map((q) => q.kind));
    for (const kind of ['persian', 'english', 'finglish', 'typo', 'error']) expect(kinds).toContain(kind);
    for (const q of heldOut) expect([q.query, q.expect.length > 0]).toEqual([q.query, true]);
  });

  it('are no entry of the synonym list: neither a listed word, a variant or a search word, nor a key of its table', () => {
    const listed = new Set<string>();
    for (const t of terms)
      for (const word of [t.fa, ...(t.avoid ?? []), ...(t.search ?? [])]) listed.add(exactKey(word));
    const table = buildSynonymTable(terms);
    for (const [key, to] of Object.entries(table)) {
      listed.add(exactKey(key));
      listed.add(exactKey(to.join(' ')));
    }
    expect(heldOut.map((q) => q.query).filter((q) => listed.has(exactKey(q)))).toEqual([]);
  });

  it('are not in the tuning set', () => {
    const tuned = new Set(tuning.map((q) => exactKey(q.query)));
    expect(heldOut.map((q) => q.query).filter((q) => tuned.has(exactKey(q)))).toEqual([]);
  });
});
