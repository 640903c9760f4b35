import { PricingDate, PricingTable } from '../../PricingTable';

/** The pricing group of src/node/templateRegistry.ts: the static price list. */
export const pricing = { PricingTable, PricingDate };
