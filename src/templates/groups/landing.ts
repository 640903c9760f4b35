import { FeatureCard, FeatureCards } from '../../components/FeatureCards';
import { Hero } from '../../components/Hero';

/** The landing group of src/node/templateRegistry.ts: the landing page's hero and cards. */
export const landing = { Hero, FeatureCards, FeatureCard };
