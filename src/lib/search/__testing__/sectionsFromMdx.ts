import { parseMdx } from '../../mdxSyntax';
import { readDocument } from '../../documentModel';
import { searchSections, type PageInfo, type SectionOptions } from '../sections';
import type { SearchSection } from '../options';

/**
 * For tests: the search sections of an MDX source (frontmatter allowed), as the build makes them: the
 * document model's drafts (onCreateNode) resolved by searchSections (the index step).
 */
export function sectionsFromMdx(
  source: string,
  page: PageInfo,
  { slug, ...options }: SectionOptions & { slug: (text: string) => string },
): SearchSection[] {
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  return searchSections(readDocument(parseMdx(body), { body, slug }).sections, page, options);
}
