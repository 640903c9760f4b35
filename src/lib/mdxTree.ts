/**
 * A compiled document as data: what its MDX renders, as a JSON tree that travels in the page's data and is
 * turned into React elements by src/components/MDXDocument. Each document is compiled once, at build time
 * (src/node/compileDocument.ts), instead of becoming a webpack module of its own in both bundles.
 *
 * - A child is a string, a number or an element.
 * - An element is `[type, props?, ...children]`; `props` is a plain object and is left out when empty.
 * - `type` is the name MDX gave it:
 *   - "p", "h2", "CodeBlock", "Tabs"…: resolved through the page's components (the MDX provider's and the
 *     template's); a lowercase name with no component is that HTML element;
 *   - "!div": an element the author wrote as JSX, which MDX never maps to a component;
 *   - "": a fragment.
 * - A prop value is JSON. An element passed as a prop (`title={<b>x</b>}`) is `{ "$mdx": element }`, so
 *   it cannot be mistaken for an array of data.
 */
export type MdxChild = string | number | MdxElement;
export type MdxProps = { [name: string]: MdxValue };
export type MdxValue = null | boolean | number | string | MdxValue[] | { [key: string]: MdxValue };
export type MdxElement = [type: string, ...rest: (MdxProps | MdxChild)[]];

/** The key of a prop value that is an element. */
export const ELEMENT_VALUE = '$mdx';

/** A fragment's type. */
export const FRAGMENT = '';

/** The prefix of an element the author wrote as JSX (never mapped to a component). */
export const EXPLICIT = '!';

/** A heading in the table of contents, as gatsby-plugin-mdx's `tableOfContents` shaped it. */
export interface MdxTocEntry {
  url?: string;
  title?: string;
  items?: MdxTocEntry[];
}

/** What the build hands a document's page: its tree and its table of contents. */
export interface CompiledDocument {
  tree: MdxElement;
  tableOfContents: { items?: MdxTocEntry[] };
}

export const isProps = (value: unknown): value is MdxProps =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An element's props (empty when it has none) and children. */
export function splitElement(element: MdxElement): { type: string; props: MdxProps; children: MdxChild[] } {
  const [type, first, ...rest] = element;
  if (isProps(first)) return { type, props: first, children: rest as MdxChild[] };
  return { type, props: {}, children: (element.length > 1 ? [first, ...rest] : []) as MdxChild[] };
}

/** The text of a child, as a reader sees it (props are not text). */
export function textOf(node: MdxChild): string {
  if (typeof node === 'string') return node;
  if (typeof node === 'number') return String(node);
  return splitElement(node).children.map(textOf).join('');
}
