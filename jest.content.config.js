// `npm run lint:content`: the checks of what authors write (Persian style, depth of each page, API
// coverage), kept out of the unit suite, which tests the code. Same setup as jest.config.js.
const base = require('./jest.config');

module.exports = {
  ...base,
  testMatch: ['<rootDir>/tools/contentLint/*.content.test.ts'],
  testPathIgnorePatterns: base.testPathIgnorePatterns.filter((p) => !p.includes('content')),
};
