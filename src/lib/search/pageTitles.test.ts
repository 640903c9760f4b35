import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The page titled for a topic comes first for its name: every page title of the site's content, searched as
 * the dialog searches it (the sharded index the build plans, through tools/bench/search.mjs), puts its own
 * page first, and one whole MiniSearch index of the same sections agrees.
 */

const root = path.resolve(__dirname, '../../..');

interface TitleRow {
  query: string;
  expect: string[];
  rank: number;
  wholeRank: number;
  routes: string[];
}

it('ranks each page first for its own title', () => {
  const out = execFileSync(process.execPath, ['tools/bench/search.mjs', '--sets', 'titles', '--json'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const rows: TitleRow[] = JSON.parse(out).rows.titles;
  expect(rows.length).toBeGreaterThanOrEqual(40);
  const misplaced = rows
    .filter((r) => r.rank !== 1 || r.wholeRank !== 1)
    .map((r) => `${r.query} → ${r.routes.slice(0, 3).join(', ')} (expected ${r.expect[0]})`);
  expect(misplaced).toEqual([]);
}, 180_000);
