import { Children, isValidElement, ReactElement, ReactNode, useEffect } from 'react';

/**
 * react-helmet's <Helmet> for the browser bundle only (webpack aliases `react-helmet` to this module:
 * src/patches/reactHelmetBrowserAlias.ts). Server rendering keeps the real react-helmet, whose state
 * gatsby-plugin-react-helmet writes into each page's head; in the browser our one <Seo> per page only has
 * to bring document.title and the tags it marked with data-react-helmet up to date after a client-side
 * navigation. That is this effect; react-helmet with react-side-effect and
 * react-fast-compare weighed 4.3 KiB compressed on every first load for it.
 */
const MANAGED = 'data-react-helmet';

/** React prop names that differ from the HTML attribute. */
const ATTRIBUTES: Record<string, string> = {
  crossOrigin: 'crossorigin',
  className: 'class',
};

/** Attributes in a stable order, so a server-rendered tag and its client twin compare equal. */
function signature(el: Element): string {
  const attrs = [...el.attributes]
    .filter((a) => a.name !== MANAGED)
    .map((a) => `${a.name}=${a.value}`)
    .sort();
  return `${el.tagName}|${attrs.join('|')}|${el.textContent ?? ''}`;
}

/** A prop or child as the text React would render for it (elements and objects render no text here). */
function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) return value.map(asText).join('');
  return '';
}

function toElement(child: ReactElement<Record<string, unknown>>): Element {
  const el = document.createElement(child.type as string);
  for (const [name, value] of Object.entries(child.props)) {
    if (name === 'children' || value === null || value === undefined || value === false) continue;
    el.setAttribute(ATTRIBUTES[name] ?? name, asText(value));
  }
  if (child.props.children !== undefined && child.props.children !== null)
    el.textContent = asText(child.props.children);
  el.setAttribute(MANAGED, 'true');
  return el;
}

export function syncHead(children: ReactNode) {
  const wanted: Element[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child) || typeof child.type !== 'string') return;
    if (child.type === 'title') {
      const title = asText(Children.toArray(child.props.children as ReactNode));
      if (document.title !== title) document.title = title;
      return;
    }
    wanted.push(toElement(child));
  });
  // The <title> element is react-helmet's too, but document.title keeps it; never remove it.
  // Tags that did not change stay in place (no refetch of icons or the manifest); the rest are swapped.
  const current = new Map<string, Element>();
  document.head.querySelectorAll(`[${MANAGED}]:not(title)`).forEach((el) => current.set(signature(el), el));
  for (const el of wanted) {
    const key = signature(el);
    if (current.has(key)) current.delete(key);
    else document.head.appendChild(el);
  }
  current.forEach((el) => el.remove());
}

export function Helmet({ children }: { children?: ReactNode }) {
  useEffect(() => syncHead(children));
  return null;
}

export default Helmet;
