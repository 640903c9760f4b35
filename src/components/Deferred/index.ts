// The components the first load defers, as the server (build-html) and Jest get them: the components
// themselves. The browser bundle gets ./index.browser.ts in this module's place (a webpack alias,
// src/node/webpack.ts), which fetches the same components at the first interaction (src/browser/deferredCode.ts).
export * from './parts';
export * from './groups';
