import { PricingDate, PricingTable } from '../../Deferred';

/** The pricing group of src/node/templateRegistry.ts: the static price list. */
export const pricing = { PricingTable, PricingDate };
