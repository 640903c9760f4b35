import { isKnownCodeLanguage, parseFenceMeta } from '../lib/codeLanguages';
import { ADMONITION_KINDS, scanDocument } from '../lib/documentScan';
import { displayPath } from './displayPath';
import { resolveFileLink } from './remark/fileLinks';

/**
 * What an author should fix in a document that still builds, found once while sourcing it (not on each of
 * its compilations): fences in a language Prism does not have (shown as plain text), links to content
 * files that do not exist (left as written) and unknown admonitions (their content kept). Each warning
 * names the file and the line in it.
 */
export function documentWarnings({ body, file, lineOffset, contentDir }: { body: string; file: string; lineOffset: number; contentDir: string }): string[] {
  const at = (line: number) => `${displayPath(file)}:${line + lineOffset}`;
  const { fences, fileLinks, directives } = scanDocument(body);
  const warnings: string[] = [];
  for (const fence of fences) {
    const { language } = parseFenceMeta(fence.info, fence.meta);
    if (language && !isKnownCodeLanguage(language)) warnings.push(`Language does not exist: ${language} (${at(fence.line)}); rendered as plain text`);
  }
  for (const link of fileLinks) {
    if (!resolveFileLink(link.url, file, contentDir)) warnings.push(`Markdown link to a missing file: ${link.url} (${at(link.line)}); fix the path or link to a route`);
  }
  for (const directive of directives) {
    if (!ADMONITION_KINDS[directive.name]) warnings.push(`Unknown admonition :::${directive.name} (${at(directive.line)}); use tip, note, info, warning or danger`);
  }
  return warnings;
}

/** How many lines of the file come before its body (the frontmatter, which gray-matter strips). */
export function linesBeforeBody(raw: string, body: string): number {
  const prefix = raw.endsWith(body) ? raw.slice(0, raw.length - body.length) : '';
  return prefix.split('\n').length - 1;
}
