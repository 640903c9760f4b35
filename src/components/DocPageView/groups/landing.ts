import { FeatureCard, FeatureCards, Hero } from '../../Deferred';

/** The landing group of src/node/templateRegistry.ts: the landing page's hero and cards. */
export const landing = { Hero, FeatureCards, FeatureCard };
