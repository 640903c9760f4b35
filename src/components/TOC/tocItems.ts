import type { MdxTocEntry } from '../../lib/mdxTree';

export interface TocItem {
  id: string;
  title: string;
  /** 2 for h2, 3 for h3. */
  level: number;
  children: TocItem[];
}

/**
 * The headings the table of contents lists: levels `min`..`max` (the spec's 2 to 3). The outermost entries
 * are h2 (documents have no h1 in their body); an entry without a URL (a skipped level) passes its children
 * up, and anything deeper than `max` is dropped.
 */
export function tocItems(toc: { items?: MdxTocEntry[] } | null | undefined, min = 2, max = 3): TocItem[] {
  const walk = (entries: MdxTocEntry[] | undefined, level: number): TocItem[] => {
    if (!entries || level > max) return [];
    return entries.flatMap((entry) => {
      const children = walk(entry.items, level + 1);
      if (!entry.url || !entry.title || level < min) return children;
      return [{ id: decodeURIComponent(entry.url.replace(/^#/, '')), title: entry.title, level, children }];
    });
  };
  return walk(toc?.items, 2);
}

/** Every id in reading order, for the scroll highlight. */
export function tocIds(items: TocItem[]): string[] {
  return items.flatMap((i) => [i.id, ...tocIds(i.children)]);
}
