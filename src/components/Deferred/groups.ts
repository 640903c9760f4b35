// The static components of the landing, pricing and API templates (src/node/templateRegistry.ts), deferred
// as ./parts.ts is, in a chunk of their own (./index.browser.ts): only those pages render them.
export { FeatureCard, FeatureCards } from '../FeatureCards';
export { Hero } from '../Hero';
export { PricingDate, PricingTable } from '../PricingTable';
export { ApiDownloads } from '../ApiDownloads';
export { ApiSchema } from '../ApiSchema';
export { ApiOperation } from '../ApiOperation';
