import { useMDXComponents } from '@mdx-js/react';
import { Fragment, jsx, jsxs } from '@emotion/react/jsx-runtime';
import type { ComponentType, ReactNode } from 'react';
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
 */
export class MissingComponentError extends Error {}

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
    throw new MissingComponentError(
      `The document uses <${Type}>, which this page was not given (see src/node/templateRegistry.ts).`,
    );
  }
  const all = propsOf(props, components);
  if (children.length === 1) return jsx(Type as never, { ...all, children: toReact(children[0], components) });
  if (children.length > 1)
    return jsxs(Type as never, { ...all, children: children.map((c) => toReact(c, components)) });
  return jsx(Type as never, all);
}

/**
 * Renders a compiled document (src/lib/mdxTree.ts) with the MDX provider's components and the page's own:
 * the same elements MDX's compiled code creates, so the server's HTML and the browser's hydration match.
 */
export function MDXDocument({ tree, components }: { tree: MdxElement; components?: MDXComponentMap }) {
  const provided = useMDXComponents() as MDXComponentMap;
  return <>{toReact(tree, { ...provided, ...components })}</>;
}
