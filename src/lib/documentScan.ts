/**
 * What the build checks in a document's MDX body while sourcing it, before anything compiles: the
 * languages of its code fences, its links to other content files and its admonitions. Lines are counted
 * in the text given (the body; the caller adds the frontmatter's lines).
 */

/** The Docusaurus admonition kinds and what each renders as; `caution` is Docusaurus's older name for warning. */
export const ADMONITION_KINDS: Readonly<Record<string, string>> = {
  tip: 'tip',
  note: 'note',
  info: 'info',
  warning: 'warning',
  caution: 'warning',
  danger: 'danger',
};

const FENCE = /^\s*(`{3,}|~{3,})(.*)$/;

/**
 * The lines of an MDX text with fenced code blanked and inline code replaced by spaces, so documentation
 * about MDX is not mistaken for MDX. Line numbers and columns are kept.
 */
export function proseLines(source: string): string[] {
  let fence: string | null = null;
  return source.split('\n').map((line) => {
    const f = FENCE.exec(line);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      return '';
    }
    if (fence) return '';
    return line.replace(/`[^`]*`/g, (m) => ' '.repeat(m.length));
  });
}

export interface FenceUse {
  /** The info string's first word, as the author wrote it (`python`, `js{2-3}` → `js{2-3}`). */
  info: string;
  meta: string;
  line: number;
}

export interface FileLinkUse {
  url: string;
  line: number;
}

export interface DirectiveUse {
  name: string;
  line: number;
}

export interface DocumentScan {
  fences: FenceUse[];
  fileLinks: FileLinkUse[];
  /** Container directives (`:::name`), the admonitions. */
  directives: DirectiveUse[];
}

const LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+(?:"[^"]*"|'[^']*'))?\s*\)/g;
const DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/;
/** A link to a content file: `x.mdx`, `../a/b.md#part`; never a URL with a scheme. */
export const FILE_LINK = /^([^:?#]+\.mdx?)(#.*)?$/;

export function scanDocument(body: string): DocumentScan {
  const fences: FenceUse[] = [];
  let open: string | null = null;
  body.split('\n').forEach((line, i) => {
    const f = FENCE.exec(line);
    if (!f) return;
    if (open) {
      if (f[1][0] === open[0] && f[1].length >= open.length && !f[2].trim()) open = null;
      return;
    }
    open = f[1];
    const [info = '', ...meta] = f[2].trim().split(/\s+/);
    fences.push({ info, meta: meta.join(' '), line: i + 1 });
  });

  const fileLinks: FileLinkUse[] = [];
  const directives: DirectiveUse[] = [];
  proseLines(body).forEach((line, i) => {
    const urls = [...line.matchAll(LINK)].map((m) => m[1]);
    const definition = DEFINITION.exec(line);
    if (definition) urls.push(definition[1]);
    for (const url of urls) if (FILE_LINK.test(url)) fileLinks.push({ url, line: i + 1 });
    const directive = /^\s*:{3,}\s*([A-Za-z][\w-]*)/.exec(line);
    if (directive) directives.push({ name: directive[1], line: i + 1 });
  });
  return { fences, fileLinks, directives };
}
