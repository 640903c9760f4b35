import path from 'path';

/**
 * Where the documents are read from. The benchmark and the build-guard tests point this at generated or
 * fixture content through DOCS_CONTENT_DIR; everyone else uses ./content. Relative to the working directory,
 * because Gatsby compiles this module into .cache where __dirname means nothing to us.
 */
export const contentDir = path.resolve(process.env.DOCS_CONTENT_DIR || path.join(process.cwd(), 'content'));
