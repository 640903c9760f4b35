import { ALTERNATIVE_WEIGHT, pageScore, querySearchOptions } from './options';
import type { QueryTerm } from './preparedQuery';
import type { SectionResult } from './query';
import { IMPACT_SCALE } from './shardFormat';
import { LoadedShards, slotOf } from './shardLoading';

/**
 * Scoring a query from the postings loaded so far (shardLoading.ts), as MiniSearch scores it on the whole
 * index, with bounds for what is not loaded yet; sharded.ts decides from them what to fetch next.
 *
 * A term's tiers come best impact first, so a section not yet seen in a term scores at most the lowest
 * impact loaded (θ). For each section this gives a lower bound (what is loaded) and an upper bound (θ for
 * every term not seen, counting the extra query term matched too, since MiniSearch multiplies a score by the
 * number of query terms matched); a section whose page's forward data is loaded has its exact score. The
 * first pages are decided when each of them, in order, scores at least the upper bound of everything ranked
 * after it, sections never seen included.
 */

export interface Derived {
  /** Index of the term in the dictionary. */
  term: number;
  /** Query term it came from. */
  source: string;
  /** termWeight × termBoost, as MiniSearch multiplies them. */
  weight: number;
}

/** What a prefix or typo expansion is worth beside the term itself: MiniSearch's defaults unless the query options set them. */
const WEIGHTS = { fuzzy: 0.45, prefix: 0.375, ...querySearchOptions.weights };

/** One query term's expansions in the dictionary, as MiniSearch's executeQuerySpec finds them, and its alternatives. */
export function expandTerm(s: LoadedShards, { text: term, prefix, typos, boost, alternatives }: QueryTerm): Derived[] {
  const out: Derived[] = [];
  const exact = s.dictionary.get(term);
  if (exact !== undefined) out.push({ term: exact, source: term, weight: boost });
  const fuzzyMatches = typos ? s.dictionary.fuzzyGet(term, typos) : undefined;
  if (prefix) {
    for (const [t, index] of s.dictionary.atPrefix(term)) {
      const distance = t.length - term.length;
      if (!distance) continue;
      fuzzyMatches?.delete(t);
      out.push({
        term: index,
        source: term,
        weight: boost * ((WEIGHTS.prefix * t.length) / (t.length + 0.3 * distance)),
      });
    }
  }
  if (fuzzyMatches) {
    for (const [t, [index, distance]] of fuzzyMatches) {
      if (!distance) continue;
      out.push({ term: index, source: term, weight: boost * ((WEIGHTS.fuzzy * t.length) / (t.length + distance)) });
    }
  }
  for (const alt of alternatives) {
    const index = s.dictionary.get(alt);
    if (index !== undefined) out.push({ term: index, source: term, weight: boost * ALTERNATIVE_WEIGHT });
  }
  return out;
}

/** A section's exact score contributions from its forward data: sum and the query terms it matches. */
export function exactScore(
  s: LoadedShards,
  id: number,
  fwd: Map<number, number>,
  groups: Derived[][],
): { sum: number; sources: Set<string>; match: Set<number> } {
  let sum = 0;
  const sources = new Set<string>();
  const match = new Set<number>();
  for (const derived of groups) {
    for (const d of derived) {
      // The forward data lists the terms with tiers beyond the head; a head-only term's postings are complete.
      const p = s.postings.get(d.term);
      const impact = p && p.total <= 1 ? p.impacts.get(id) : fwd.get(d.term);
      if (impact === undefined) continue;
      sum += d.weight * impact;
      sources.add(d.source);
      match.add(d.term);
    }
  }
  return { sum, sources, match };
}

export interface Bounds {
  lower: Map<number, number>;
  upper: Map<number, number>;
  /** The most a section never seen in any loaded posting can score. */
  unseenUpper: number;
}

/** What is loaded of each section's postings: the sum of its impacts and the query terms and expansions seen. */
function seenSections(s: LoadedShards, groups: Derived[][], bonuses: Map<number, number>) {
  const seenSum = new Map<number, number>();
  const matched = new Map<number, Set<string>>();
  const seenIn = new Map<number, Set<Derived>>();
  // Sections whose label is the query are candidates before any of their postings is seen.
  for (const id of bonuses.keys()) {
    seenSum.set(id, 0);
    matched.set(id, new Set());
    seenIn.set(id, new Set());
  }
  for (const derived of groups) {
    for (const d of derived) {
      const p = s.postings.get(d.term);
      if (!p) continue;
      for (const [id, impact] of p.impacts) {
        seenSum.set(id, (seenSum.get(id) ?? 0) + d.weight * impact);
        let m = matched.get(id);
        if (!m) matched.set(id, (m = new Set()));
        m.add(d.source);
        let seen = seenIn.get(id);
        if (!seen) seenIn.set(id, (seen = new Set()));
        seen.add(d);
      }
    }
  }
  return { seenSum, matched, seenIn };
}

/** Scores from what is loaded, with bounds (see the module comment); `bonuses`: section → its exact-label bonus. */
export function scoreBounds(s: LoadedShards, groups: Derived[][], bonuses: Map<number, number>): Bounds {
  const { seenSum, matched, seenIn } = seenSections(s, groups, bonuses);
  // What a query term can still add: θ of each of its terms with tiers left (MiniSearch counts a query
  // term once however many of its expansions match, so they are grouped by source term).
  const open = new Map<string, Derived[]>();
  for (const d of groups.flat()) {
    if ((s.postings.get(d.term)?.theta ?? 0) <= 0) continue;
    const list = open.get(d.source);
    if (list) list.push(d);
    else open.set(d.source, [d]);
  }
  const theta = (d: Derived) => d.weight * s.postings.get(d.term)!.theta;
  let unseenSum = 0;
  for (const list of open.values()) for (const d of list) unseenSum += theta(d);
  const lower = new Map<number, number>();
  const upper = new Map<number, number>();
  const known = (id: number, sum: number, sources: number) => {
    const value = sum * sources * (bonuses.get(id) ?? 1);
    lower.set(id, value);
    upper.set(id, value);
  };
  for (const [id, sum] of seenSum) {
    const fwd = s.forward.get(id);
    if (fwd) {
      const e = exactScore(s, id, fwd, groups);
      known(id, e.sum, e.sources.size);
      continue;
    }
    const m = matched.get(id)!;
    const seen = seenIn.get(id)!;
    let missing = 0;
    let possible = 0;
    for (const [source, list] of open) {
      let add = 0;
      for (const d of list) if (!seen.has(d)) add += theta(d);
      missing += add;
      if (add > 0 && !m.has(source)) possible += 1;
    }
    const bonus = bonuses.get(id) ?? 1;
    lower.set(id, sum * m.size * bonus);
    upper.set(id, (sum + missing) * (m.size + possible) * bonus);
  }
  // Sections known from their forward data that no loaded posting lists (they score from lower tiers).
  for (const [id, fwd] of s.forward) {
    if (seenSum.has(id)) continue;
    const e = exactScore(s, id, fwd, groups);
    if (e.sum > 0) known(id, e.sum, e.sources.size);
  }
  return { lower, upper, unseenUpper: unseenSum * open.size };
}

/** Sections of page `p` (the index's pages hold consecutive sections). */
function sectionsOfPage(s: LoadedShards, p: number): number {
  return (p + 1 < s.pageStarts.length ? s.pageStarts[p + 1] : s.manifest.documentCount) - s.pageStarts[p];
}

/** `pageScore` of unsorted section scores. */
const pageOf = (scores: number[]) => pageScore(scores.sort((a, b) => b - a));

/**
 * Page bounds from section bounds. A page scores from all its sections (`pageScore`, which never falls when a
 * section's score rises or a section is added), so its lower bound is the score of its sections' lower bounds
 * and its upper bound that of their upper bounds, with every section of it not seen yet at `unseenUpper`
 * (none once its forward data is loaded). A page none of whose sections is seen is bounded by the largest page.
 */
function pageBounds(s: LoadedShards, { lower, upper, unseenUpper }: Bounds) {
  const lows = new Map<number, number[]>();
  const ups = new Map<number, number[]>();
  for (const [id, l] of lower) {
    const p = slotOf(s.pageStarts, id);
    const lo = lows.get(p);
    if (lo) {
      lo.push(l);
      ups.get(p)!.push(upper.get(id)!);
    } else {
      lows.set(p, [l]);
      ups.set(p, [upper.get(id)!]);
    }
  }
  const pageLower = new Map<number, number>();
  const pageUpper = new Map<number, number>();
  for (const [p, lo] of lows) {
    const up = ups.get(p)!;
    if (!s.forwardPages.has(p) && unseenUpper > 0)
      for (let n = sectionsOfPage(s, p) - up.length; n > 0; n -= 1) up.push(unseenUpper);
    pageLower.set(p, pageOf(lo));
    pageUpper.set(p, pageOf(up));
  }
  let largest = 0;
  for (let p = 0; p < s.pageStarts.length; p += 1) largest = Math.max(largest, sectionsOfPage(s, p));
  const unseenPage = unseenUpper > 0 ? pageOf(new Array<number>(largest).fill(unseenUpper)) : 0;
  return { pageLower, pageUpper, unseenPage };
}

/**
 * Ranks pages by what is certain. `top` is set when the first `pages` pages are decided; `open` lists the
 * pages not fully known whose bound still reaches the last of the first pages (candidates to resolve).
 */
export function decidePages(s: LoadedShards, bounds: Bounds, pages: number): { top: number[] | null; open: number[] } {
  const { pageLower, pageUpper, unseenPage } = pageBounds(s, bounds);
  // Pages with a score rank; the others (only candidates so far) weigh in with their upper bound.
  const ranked = Array.from(pageLower.keys())
    .filter((p) => pageLower.get(p)! > 0)
    .sort((a, b) => pageLower.get(b)! - pageLower.get(a)! || a - b);
  const last = ranked.length >= pages ? pageLower.get(ranked[pages - 1])! : 0;
  const open = Array.from(pageUpper.keys()).filter(
    (p) => !s.forwardPages.has(p) && pageUpper.get(p)! > last && pageUpper.get(p)! > pageLower.get(p)!,
  );
  let after = unseenPage;
  for (const [p, u] of pageUpper) if (!(pageLower.get(p)! > 0)) after = Math.max(after, u);
  const top = ranked.slice(0, pages);
  if (top.length < pages && after > 0) return { top: null, open };
  // suffix[i]: the highest upper bound of anything ranked after position i.
  const suffix = new Array<number>(ranked.length);
  for (let i = ranked.length - 1; i >= 0; i -= 1) {
    suffix[i] = after;
    after = Math.max(after, pageUpper.get(ranked[i])!);
  }
  for (let i = 0; i < top.length; i += 1) if (pageLower.get(top[i])! < suffix[i]) return { top: null, open };
  return { top, open };
}

/** MiniSearch-shaped results from what is loaded, for the sections whose page was loaded (their store bucket). */
export function loadedResults(s: LoadedShards, groups: Derived[][], bonuses: Map<number, number>): SectionResult[] {
  const results = new Map<number, { score: number; sources: Set<string>; match: Set<number> }>();
  for (const derived of groups) {
    for (const d of derived) {
      const p = s.postings.get(d.term);
      if (!p) continue;
      for (const [id, impact] of p.impacts) {
        if (s.forward.has(id) || !s.stored.has(id)) continue;
        let r = results.get(id);
        if (!r) results.set(id, (r = { score: 0, sources: new Set(), match: new Set() }));
        r.score += d.weight * impact;
        r.sources.add(d.source);
        r.match.add(d.term);
      }
    }
  }
  for (const [id, fwd] of s.forward) {
    if (!s.stored.has(id)) continue;
    const e = exactScore(s, id, fwd, groups);
    if (e.sum > 0) results.set(id, { score: e.sum, sources: e.sources, match: e.match });
  }
  const out: SectionResult[] = [];
  for (const [id, r] of results) {
    const row = s.stored.get(id)!;
    out.push({
      id: row.anchor ? `${row.route}#${row.anchor}` : row.route,
      score: (r.score / IMPACT_SCALE) * r.sources.size,
      terms: Array.from(r.match, (t) => s.terms[t]),
      queryTerms: Array.from(r.sources),
      labelBonus: bonuses.get(id) ?? 1,
      ...row,
    });
  }
  return out.sort((a, b) => b.score - a.score);
}
