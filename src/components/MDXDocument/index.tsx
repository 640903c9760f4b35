import { useMDXComponents } from '@mdx-js/react';
import { Fragment, jsx, jsxs } from '@emotion/react/jsx-runtime';
import { type ComponentType, type ReactNode, useEffect, useLayoutEffect, useState } from 'react';
import { HydrationBoundary } from '../HydrationBoundary';
import { ServerHtmlContext } from '../../contexts/serverHtml';
import { type FirstLoadChild, lineUp, standIn } from './firstLoad';
import {
  ELEMENT_VALUE,
  EXPLICIT,
  FRAGMENT,
  MdxChild,
  MdxElement,
  MdxProps,
  MdxValue,
  splitElement,
} from '../../lib/mdxTree';

export type MDXComponentMap = Readonly<Record<string, ComponentType<never> | string>>;

/**
 * Thrown when a document uses a component its page was not given. It cannot happen while the template is
 * picked from the components the document model found in the compile's own tree (fields.components) and each
 * template holds its groups (src/components/DocPageView/templates.test.ts): a guard against a broken template, not a check of content.
 * A named Error rather than a subclass: a subclass of Error costs Babel's wrapNativeSuper helper in the first load.
 */
function missingComponent(type: string): Error {
  const error = new Error(
    `The document uses <${type}>, which this page was not given (see src/node/templateRegistry.ts).`,
  );
  error.name = 'MissingComponentError';
  return error;
}

function propValue(value: MdxValue, components: MDXComponentMap): unknown {
  if (Array.isArray(value)) return value.map((v) => propValue(v, components));
  if (value && typeof value === 'object') {
    if (ELEMENT_VALUE in value) return toReact(value[ELEMENT_VALUE] as unknown as MdxElement, components);
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, propValue(v, components)]));
  }
  return value;
}

function propsOf(props: MdxProps, components: MDXComponentMap): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(props)) out[key] = propValue(props[key], components);
  return out;
}

/**
 * One element of the tree as React's JSX runtime builds it, as MDX's compiled code would have: one child
 * is passed as itself, several as an array (static children, so no keys).
 */
function toReact(node: MdxChild, components: MDXComponentMap): ReactNode {
  if (typeof node !== 'object') return node;
  const { type, props, children } = splitElement(node);
  let Type: unknown;
  if (type === FRAGMENT) Type = Fragment;
  else if (type.startsWith(EXPLICIT)) Type = type.slice(EXPLICIT.length);
  else Type = Object.hasOwn(components, type) ? components[type] : type;
  if (typeof Type === 'string' && /^[A-Z]/.test(Type)) {
    throw missingComponent(Type);
  }
  const all = propsOf(props, components);
  if (children.length === 1) return jsx(Type as never, { ...all, children: toReact(children[0], components) });
  if (children.length > 1)
    return jsxs(Type as never, { ...all, children: children.map((c) => toReact(c, components)) });
  return jsx(Type as never, all);
}

/**
 * The components a reader operates: a top-level block of the document that holds one is an island, hydrated
 * at first load (in its own Suspense boundary); every other block stays the server's HTML (./firstLoad.ts).
 * Links in static blocks go through the document's delegated handlers (./documentLinks.ts).
 */
const ISLAND_TYPES = new Set(['CodeBlock', 'Tabs', 'ApiOperation']);

function holdsIsland(node: MdxChild): boolean {
  if (typeof node !== 'object') return false;
  const { type, props, children } = splitElement(node);
  if (ISLAND_TYPES.has(type)) return true;
  const inProps = (v: MdxValue): boolean =>
    Array.isArray(v)
      ? v.some(inProps)
      : !!v &&
        typeof v === 'object' &&
        (ELEMENT_VALUE in v ? holdsIsland(v[ELEMENT_VALUE] as unknown as MdxElement) : Object.values(v).some(inProps));
  return children.some(holdsIsland) || Object.values(props).some(inProps);
}

/** The top-level children of a document whose root is a fragment (every compiled MDX document's is). */
function topLevel(tree: MdxElement): MdxChild[] | null {
  const { type, props, children } = splitElement(tree);
  return type === FRAGMENT && Object.keys(props).length === 0 ? children : null;
}

/** An island in its own hydration boundary; at first load its static parts may keep the server's HTML too. */
const island = (node: MdxChild, components: MDXComponentMap, fromServer = false) =>
  jsx(HydrationBoundary, {
    children: jsx(ServerHtmlContext.Provider, { value: fromServer, children: toReact(node, components) }),
  });

/** The document as React renders it on the server and on a client-side navigation: islands in boundaries. */
function liveDocument(tree: MdxElement, components: MDXComponentMap): ReactNode {
  const top = topLevel(tree);
  if (!top) return toReact(tree, components);
  return jsxs(Fragment, {
    children: top.map((node) => (holdsIsland(node) ? island(node, components) : toReact(node, components))),
  });
}

// Layout effects do nothing on the server (and warn there); the check below is for the browser only.
const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Whether the server's document is still unclaimed: the first load's hydration claims it, once. */
let serverDocumentUnclaimed = true;

/**
 * The element holding the server's HTML of the document, while React has not yet hydrated it (it marks the
 * elements it owns): at first load only, never on a client-side navigation, where it holds the last page.
 */
function serverDocument(): Element | null {
  if (!serverDocumentUnclaimed || typeof document === 'undefined') return null;
  const container = document.querySelector('[data-document]');
  if (!container || Object.keys(container).some((key) => key.startsWith('__reactFiber'))) return null;
  serverDocumentUnclaimed = false;
  return container;
}

interface FirstLoad {
  tree: MdxElement;
  nodes: ReactNode;
  elements: Element[];
}

/** The first load's rendering of the document: stand-ins for static blocks, islands, text (./firstLoad.ts). */
function firstLoad(tree: MdxElement, components: MDXComponentMap): FirstLoad | null {
  const container = serverDocument();
  const top = topLevel(tree);
  if (!container || !top) return null;
  const plan = lineUp(
    top.map((node) => (typeof node === 'object' ? { island: holdsIsland(node) } : { text: String(node) })),
    container,
  );
  if (!plan) return null;
  const render = (step: FirstLoadChild, i: number): ReactNode =>
    step.kind === 'static'
      ? standIn(step.element)
      : step.kind === 'island'
        ? island(top[i], components, true)
        : toReact(top[i], components);
  const elements = plan.flatMap((step) => (step.kind === 'static' ? [step.element] : []));
  return { tree, nodes: jsxs(Fragment, { children: plan.map(render) }), elements };
}

/**
 * Renders a compiled document (src/lib/mdxTree.ts) with the MDX provider's components and the page's own:
 * the same elements MDX's compiled code creates, so the server's HTML and the browser's hydration match. At
 * the first load of a page, only its islands are hydrated and the rest stays the server's HTML; on a
 * client-side navigation React renders the whole document from the page's data.
 */
export function MDXDocument({ tree, components }: { tree: MdxElement; components?: MDXComponentMap }) {
  const provided = useMDXComponents() as MDXComponentMap;
  const all = { ...provided, ...components };
  const [first, setFirst] = useState(() => firstLoad(tree, all));
  // Another page's document: React renders it (and never the stand-ins again).
  if (first && first.tree !== tree) setFirst(null);
  // Rendered rather than hydrated (an error boundary's retry, a page whose HTML was another's): React
  // removed the server's nodes, so the stand-ins are empty; render the document, before the browser paints.
  useCommitEffect(() => {
    if (first && !first.elements.every((element) => element.isConnected)) setFirst(null);
  }, [first]);
  return first && first.tree === tree ? (
    <Fragment key="server">{first.nodes}</Fragment>
  ) : (
    <Fragment key="live">{liveDocument(tree, all)}</Fragment>
  );
}
