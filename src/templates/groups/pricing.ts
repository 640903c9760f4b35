import { PricingDate, PricingTable } from '../../components/PricingTable';

/** The pricing group of src/templates/variants.ts: the static price list. */
export const pricing = { PricingTable, PricingDate };
