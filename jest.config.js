// Set up as Gatsby's unit-testing guide describes, with TypeScript through babel.
module.exports = {
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|svg|webp|woff2?|ttf|eot)$': '<rootDir>/__mocks__/file-mock.js',
  },
  // Checks of the content itself (*.content.test.ts) run in `npm run lint:content` (jest.content.config.js).
  testPathIgnorePatterns: [
    'node_modules',
    '\\.cache',
    '<rootDir>.*/public',
    '<rootDir>/e2e',
    '<rootDir>/.e2e-tmp',
    '\\.content\\.test\\.ts$',
  ],
  // The unified/remark/micromark family and Workbox ship ES modules only (and yaml, whose browser build jsdom picks);
  // babel turns them into CommonJS for Jest.
  transformIgnorePatterns: [
    'node_modules/(?!(gatsby|gatsby-script|gatsby-link|unified|bail|is-plain-obj|trough|vfile|vfile-message|unist-.*|remark-.*|mdast-.*|micromark.*|decode-named-character-reference|character-entities.*|character-reference-invalid|ccount|escape-string-regexp|markdown-table|longest-streak|zwitch|estree-util-.*|space-separated-tokens|comma-separated-tokens|parse-entities|is-alphanumerical|is-alphabetical|is-decimal|is-hexadecimal|stringify-entities|trim-lines|devlop|yaml|@mdx-js/react|workbox-.*)/)',
  ],
  globals: { __PATH_PREFIX__: '' },
  testEnvironment: 'jsdom',
  // A bound for a hung test, not a measure of speed: userEvent tests of the navbar drawer passed 5 s (Jest's
  // default) at load 15-28 on the 2-core machine while e2e files ran beside them.
  testTimeout: 20000,
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
