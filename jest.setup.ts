import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'util';

// react-dom/server needs TextEncoder, which jsdom does not provide.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// Scripts run in these tests, so <html> carries what the pre-paint script sets in a browser: the no-JS
// fallbacks (src/theme/noScript) key off its absence.
beforeEach(() => {
  if (typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-theme'))
    document.documentElement.setAttribute('data-theme', 'light');
});
