/**
 * A URL fragment that decodeURI can read. Gatsby's scroll handling decodes `location.hash` with decodeURI,
 * unguarded, as the page mounts and on every route update: a malformed escape (`#%E0%A4%A`, a link cut
 * in the middle of a Persian heading) throws `URI malformed` there. Each malformed escape is turned into a
 * literal percent sign (`%` → `%25`), which is what the reader's link said; well-formed escapes, Persian
 * text in them included, are kept.
 */
export function safeHash(hash: string): string {
  try {
    decodeURI(hash);
    return hash;
  } catch {
    // Runs of %XX decode together (a UTF-8 sequence spans several); a run that cannot, and a % that starts
    // no escape, keep their percent signs as text.
    return hash.replace(/(?:%[0-9A-Fa-f]{2})+|%/g, (run) => {
      if (run === '%') return '%25';
      try {
        decodeURIComponent(run);
        return run;
      } catch {
        return run.replace(/%/g, '%25');
      }
    });
  }
}
