import { ApiDownloads } from '../../ApiDownloads';
import { ApiOperation } from '../../ApiOperation';
import { ApiSchema } from '../../ApiSchema';

/** The api group of src/node/templateRegistry.ts: the API reference. */
export const api = { ApiOperation, ApiSchema, ApiDownloads };
