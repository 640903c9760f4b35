import { createContext, type RefObject, useContext, useEffect, useLayoutEffect, useState } from 'react';

/**
 * True inside an island of the document that React is hydrating from the server's HTML at first load
 * (src/components/MDXDocument): a static part of it (a table of an API operation) may then keep the server's
 * HTML too, as the document's static blocks do. False everywhere else, and after a client-side navigation.
 */
export const ServerHtmlContext = createContext(false);

const useCommitEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** What an element is given to keep the children the server wrote: React neither hydrates nor removes them. */
export const KEEP_SERVER_CHILDREN = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: '' } };

/**
 * Whether the element `ref` holds (one the server always writes children into) keeps the server's HTML
 * instead of being rendered. If React rendered it rather than hydrated it (a boundary it had to render
 * again), it is empty: the part then renders its children, before the browser paints.
 */
export function useKeepServerHtml(ref: RefObject<Element>): boolean {
  const [keep, setKeep] = useState(useContext(ServerHtmlContext));
  useCommitEffect(() => {
    if (keep && ref.current && !ref.current.hasChildNodes()) setKeep(false);
  }, [keep, ref]);
  return keep;
}
