import { ApiDownloads, ApiOperation, ApiSchema } from '../../Deferred';

/** The api group of src/node/templateRegistry.ts: the API reference. */
export const api = { ApiOperation, ApiSchema, ApiDownloads };
