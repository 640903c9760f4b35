// Thin by design: each build step lives in src/node with one job.
export { onPreBootstrap } from './src/node/preflight';
export { createSchemaCustomization } from './src/node/schema';
export { onCreateNode } from './src/node/onCreateNode';
export { createPages, onCreatePage } from './src/node/createPages';
export { onPostBuild } from './src/node/postBuild';
export { createResolvers, onPostBootstrap } from './src/node/apiReference';
export { sourceNodes } from './src/node/sourceNodes';
export { onCreateWebpackConfig } from './src/node/webpack';
export { onCreateDevServer } from './src/node/developServer';
export { onPreInit } from './src/node/preInit';
