// Set up as Gatsby's unit-testing guide describes, with TypeScript through babel.
module.exports = {
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '.+\\.(css|styl|less|sass|scss)$': 'identity-obj-proxy',
    '.+\\.(jpg|jpeg|png|gif|svg|webp|woff2?|ttf|eot)$': '<rootDir>/__mocks__/file-mock.js',
  },
  testPathIgnorePatterns: ['node_modules', '\\.cache', '<rootDir>.*/public', '<rootDir>/e2e', '<rootDir>/.e2e-tmp'],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|unist-util-visit|unist-util-visit-parents|unist-util-is)/)'],
  globals: { __PATH_PREFIX__: '' },
  testEnvironment: 'jsdom',
  testEnvironmentOptions: { url: 'http://localhost/' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
};
