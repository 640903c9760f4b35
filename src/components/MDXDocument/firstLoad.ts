import { createElement, type ReactNode } from 'react';

/**
 * The first load of a page keeps its document as the server's HTML. React hydrates the page, but for each
 * static block of the document (a paragraph, a heading, a list, a table without anything to press) it
 * hydrates only an empty stand-in of the same tag, whose server children it leaves as they are
 * (`dangerouslySetInnerHTML` of an element React is hydrating is neither compared nor written, and the
 * element's children are never hydrated nor removed). Only the islands, the blocks a reader can operate
 * (code with its copy button, tabs, API operations), are hydrated, each in its own Suspense boundary, in
 * React's idle slices. Nothing of a static block runs: no component, no Emotion style, no text diffed.
 *
 * The stand-ins are read from the DOM the server wrote, in step with the document's tree: every child of the
 * tree is one node of that DOM (text for a string, an element for a static block, a `<!--$-->`…`<!--/$-->`
 * range for an island). Where the two do not line up, the document hydrates as a whole, as before.
 */

/** What a stand-in is given: no children to hydrate, and no warning about the ones the server wrote. */
const KEEP_SERVER_CHILDREN = { __html: '' };
const VOID = new Set(['area', 'br', 'col', 'embed', 'hr', 'img', 'source', 'track', 'wbr']);
/** Elements whose hydration writes to the DOM (value, checked): never a stand-in. */
const FORM = new Set(['input', 'select', 'textarea', 'option']);
const SUSPENSE_END = '/$';
/** `$`, and `$?` / `$!` for a boundary the server left pending or failed. */
const isBoundaryStart = (node: ChildNode) =>
  node.nodeType === Node.COMMENT_NODE && (node as Comment).data.startsWith('$');

/** How a top-level child of the document's tree is rendered at first load (a static one with its element). */
export type FirstLoadChild = { kind: 'text' } | { kind: 'island' } | { kind: 'static'; element: Element };

/** The nodes React's hydration visits (elements, text, Suspense markers); other comments it skips. */
function hydratable(node: ChildNode): boolean {
  if (node.nodeType === Node.ELEMENT_NODE || node.nodeType === Node.TEXT_NODE) return true;
  return isBoundaryStart(node) || (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === SUSPENSE_END);
}

/** The node after the `<!--/$-->` that closes the range `start` opens. */
function afterBoundary(start: ChildNode): ChildNode | null {
  let depth = 0;
  for (let node: ChildNode | null = start; node; node = node.nextSibling) {
    if (isBoundaryStart(node)) depth += 1;
    else if (node.nodeType === Node.COMMENT_NODE && (node as Comment).data === SUSPENSE_END) {
      depth -= 1;
      if (depth === 0) return node.nextSibling;
    }
  }
  return null;
}

function nextHydratable(node: ChildNode | null): ChildNode | null {
  let at = node;
  while (at && !hydratable(at)) at = at.nextSibling;
  return at;
}

/**
 * Lines the document's top-level children up with the server's DOM in `container`: one entry per child, in
 * order (a static block with the element it stands for). Null when they do not line up.
 */
export function lineUp(
  children: readonly ({ text: string } | { island: boolean })[],
  container: Element,
): FirstLoadChild[] | null {
  const plan: FirstLoadChild[] = [];
  let node = nextHydratable(container.firstChild);
  for (const child of children) {
    if ('text' in child) {
      plan.push({ kind: 'text' });
      if (child.text === '') continue; // React renders no node for an empty string
      if (!node || node.nodeType !== Node.TEXT_NODE || (node as Text).data !== child.text) return null;
      node = nextHydratable(node.nextSibling);
    } else if (child.island) {
      if (!node || !isBoundaryStart(node)) return null;
      plan.push({ kind: 'island' });
      node = nextHydratable(afterBoundary(node));
    } else {
      if (!node || node.nodeType !== Node.ELEMENT_NODE) return null;
      const element = node as Element;
      if (FORM.has(element.tagName.toLowerCase()) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
        return null;
      plan.push({ kind: 'static', element });
      node = nextHydratable(node.nextSibling);
    }
  }
  return node ? null : plan;
}

/** The stand-in React hydrates for a static block: its tag, and the server's children kept. */
export function standIn(element: Element): ReactNode {
  const tag = element.tagName.toLowerCase();
  return VOID.has(tag)
    ? createElement(tag, { suppressHydrationWarning: true })
    : createElement(tag, { suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN });
}
