import { ApiDownloads } from '../../components/ApiDownloads';
import { ApiOperation } from '../../components/ApiOperation';
import { ApiSchema } from '../../components/ApiSchema';

/** The api group of src/node/templateRegistry.ts: the API reference. */
export const api = { ApiOperation, ApiSchema, ApiDownloads };
