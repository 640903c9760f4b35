import type { OfflinePageTemplate } from '../lib/offline/offlinePage';

/** What the build tells the worker besides its file list (src/node/serviceWorker defines it at compile time). */
export interface WorkerConfig {
  /** The build's webpack compilation hash (public/page-data/app-data.json), as the page knows its own. */
  build: string;
  offlinePage: OfflinePageTemplate;
}

declare const __METIS_WORKER_CONFIG__: WorkerConfig;

// Not named `config`: Gatsby reads an export of that name in any file under src/ as a page's rendering
// config and would then build its server-rendering engines.
export const workerConfig: WorkerConfig = __METIS_WORKER_CONFIG__;
