import type { ReactElement } from 'react';

/** What the server render of an element is, parsed: the static HTML a reader without JavaScript gets. */
export function serverHtml(element: ReactElement): Document {
  // react-dom/server needs TextEncoder, which jsdom does not provide, when its module is evaluated: so it
  // is required here, after the global is set, not imported at the top.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  Object.assign(globalThis, { TextEncoder: require('util').TextEncoder });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  return new DOMParser().parseFromString(renderToString(element), 'text/html');
}
