import { FRAGMENT, isProps, MdxElement, MdxTocEntry, splitElement, textOf } from '../lib/mdxTree';

const HEADING = /^h([1-6])$/;

/**
 * The table of contents of a compiled document, in the shape gatsby-plugin-mdx's `tableOfContents` gives
 * (`{ items: [{ url, title, items }] }`, which src/components/TOC reads): the document's own headings down
 * to `maxDepth`, the shallowest at the top, a skipped level kept as an entry without url or title (as
 * mdast-util-toc does). Only headings at the top level of the document count: a heading inside a
 * component or an admonition is part of that block. Each url is the id the heading really has.
 */
export function documentToc(tree: MdxElement, maxDepth = 3): { items?: MdxTocEntry[] } {
  const headings: Array<{ depth: number; id: string; title: string }> = [];
  // A document of one block is that block itself, not a fragment holding it.
  const blocks = tree[0] === FRAGMENT ? splitElement(tree).children : [tree];
  for (const child of blocks) {
    if (typeof child !== 'object') continue;
    const { type, props } = splitElement(child);
    const level = HEADING.exec(type);
    if (!level || Number(level[1]) > maxDepth || !isProps(props) || typeof props.id !== 'string') continue;
    headings.push({ depth: Number(level[1]), id: props.id, title: textOf(child) });
  }
  if (!headings.length) return {};
  const top = Math.min(...headings.map((h) => h.depth));
  const root: MdxTocEntry = { items: [] };
  for (const heading of headings) {
    let parent = root;
    for (let depth = top; depth < heading.depth; depth += 1) {
      const items = (parent.items ??= []);
      if (!items.length) items.push({});
      parent = items[items.length - 1];
    }
    (parent.items ??= []).push({ url: `#${heading.id}`, title: heading.title });
  }
  return root;
}
