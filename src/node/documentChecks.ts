import { isKnownCodeLanguage, parseFenceMeta } from '../lib/codeLanguages';
import { ADMONITION_KINDS, type DocumentFacts } from '../lib/documentModel';
import { displayPath } from './displayPath';
import { resolveFileLink } from './remark/fileLinks';

/**
 * What an author should fix in a document that still builds, from what its tree holds (found once while
 * sourcing it, not on each of its compilations): fences in a language Prism does not have (shown as plain
 * text), links to content files that do not exist (left as written) and unknown admonitions (their content
 * kept). Each warning names the file and the line in it (the facts' lines are the file's).
 */
export function documentWarnings(
  facts: Pick<DocumentFacts, 'fences' | 'fileLinks' | 'directives'>,
  file: string,
  contentDir: string,
): string[] {
  const at = (line: number) => `${displayPath(file)}:${line}`;
  const warnings: string[] = [];
  for (const fence of facts.fences) {
    const { language } = parseFenceMeta(fence.lang, fence.meta);
    if (language && !isKnownCodeLanguage(language))
      warnings.push(`Language does not exist: ${language} (${at(fence.line)}); rendered as plain text`);
  }
  for (const link of facts.fileLinks) {
    if (!resolveFileLink(link.name, file, contentDir))
      warnings.push(
        `Markdown link to a missing file: ${link.name} (${at(link.line)}); fix the path or link to a route`,
      );
  }
  for (const directive of facts.directives) {
    if (!ADMONITION_KINDS[directive.name])
      warnings.push(
        `Unknown admonition :::${directive.name} (${at(directive.line)}); use tip, note, info, warning or danger`,
      );
  }
  return warnings;
}

/** How many lines of the file come before its body (the frontmatter, which gray-matter strips). */
export function linesBeforeBody(raw: string, body: string): number {
  const prefix = raw.endsWith(body) ? raw.slice(0, raw.length - body.length) : '';
  return prefix.split('\n').length - 1;
}
