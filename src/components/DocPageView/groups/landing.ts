import { FeatureCard, FeatureCards } from '../../FeatureCards';
import { Hero } from '../../Hero';

/** The landing group of src/node/templateRegistry.ts: the landing page's hero and cards. */
export const landing = { Hero, FeatureCards, FeatureCard };
