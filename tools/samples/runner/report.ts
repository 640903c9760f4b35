/**
 * The sample runner's verdicts and its printed summary: per language, how many samples ran, how many of
 * those were valid (the program succeeded and the mock accepted every request it sent), and how many were
 * not run, each with its reason.
 */
import { LANGUAGE_LABELS, LANGUAGES, type Language } from './plan';

export interface RecordedRequest {
  method: string;
  path: string;
  status: number;
  rejected: boolean;
  reasons: string[];
}

export interface Verdict {
  id: string;
  origin: 'fence' | 'generated';
  language: Language;
  /** ran: executed; skipped: not executed, with `reason`. */
  outcome: 'ran' | 'skipped';
  /** For ran samples: program succeeded, every request accepted, convention kept. */
  valid: boolean;
  reason?: string;
  problems: string[];
  requests: RecordedRequest[];
  output?: string;
}

/** Per language: executed, valid and not executed (with the reasons, most frequent first); the requests sent. */
export function tally(verdicts: Verdict[]) {
  const rows = LANGUAGES.map((language) => {
    const own = verdicts.filter((v) => v.language === language);
    const skipped = own.filter((v) => v.outcome === 'skipped');
    const counts = new Map<string, number>();
    for (const { reason = 'no reason given' } of skipped) counts.set(reason, (counts.get(reason) ?? 0) + 1);
    return {
      language,
      label: LANGUAGE_LABELS[language],
      executed: own.filter((v) => v.outcome === 'ran').length,
      valid: own.filter((v) => v.outcome === 'ran' && v.valid).length,
      notExecuted: skipped.length,
      reasons: [...counts.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count),
    };
  });
  const all = verdicts.flatMap((v) => v.requests);
  return {
    rows,
    requests: all.length,
    rejected: all.filter((r) => r.rejected).length,
    invalid: verdicts.filter((v) => (v.outcome === 'ran' && !v.valid) || v.problems.length > 0),
  };
}

const pad = (text: string | number, width: number, right = false) =>
  right ? String(text).padStart(width) : String(text).padEnd(width);

/** The summary the runner prints, plain text, one line per language then the reasons. */
export function formatSummary(verdicts: Verdict[]): string {
  const { rows, requests, rejected, invalid } = tally(verdicts);
  const row = (label: string, e: number | string, v: number | string, n: number | string) =>
    `${pad(label, 22)}${pad(e, 10, true)}${pad(v, 8, true)}${pad(n, 15, true)}`;
  const lines = [row('language', 'executed', 'valid', 'not executed')];
  for (const r of rows) lines.push(row(r.label, r.executed, r.valid, r.notExecuted));
  const sum = (key: 'executed' | 'valid' | 'notExecuted') => rows.reduce((a, r) => a + r[key], 0);
  lines.push(row('total', sum('executed'), sum('valid'), sum('notExecuted')));
  const withReasons = rows.filter((r) => r.reasons.length);
  if (withReasons.length) {
    lines.push('', 'not executed, and why:');
    for (const r of withReasons)
      for (const { reason, count } of r.reasons) lines.push(`  ${r.label}: ${count} × ${reason}`);
  }
  lines.push('', `requests to the mock: ${requests} sent, ${rejected} rejected`);
  if (invalid.length) {
    lines.push('', `${invalid.length} sample(s) failed:`);
    for (const v of invalid) {
      lines.push(`  ✗ ${v.id} (${LANGUAGE_LABELS[v.language]})`);
      for (const p of v.problems) lines.push(`      ${p}`);
      for (const req of v.requests.filter((q) => q.rejected))
        lines.push(`      ${req.method} ${req.path} rejected: ${req.reasons.join('; ')}`);
      if (v.output) for (const l of v.output.trim().split('\n').slice(-8)) lines.push(`      | ${l}`);
    }
  }
  return lines.join('\n');
}
