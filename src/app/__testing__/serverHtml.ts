import type { ReactElement } from 'react';

/** What the server render of an element is, parsed: the static HTML a reader without JavaScript gets. */
export function serverHtml(element: ReactElement): Document {
  // react-dom/server needs TextEncoder, which jsdom does not provide.
  Object.assign(globalThis, { TextEncoder: require('util').TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  return new DOMParser().parseFromString(renderToString(element), 'text/html');
}
