import fs from 'fs';
import path from 'path';
import { siteConfig } from '../config/site';
import { contentTwinRenderers } from '../lib/contentTwin';
import type { ComponentRenderer } from '../lib/markdownTwin';
import type { PricingData } from '../lib/pricing';
import { contentDir } from './contentDir';

/** The price list pages import (`./data/pricing.json` beside content/pricing.mdx), or null when absent. */
export function loadPricing(dir: string = contentDir): PricingData | null {
  const file = path.join(dir, 'data', 'pricing.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as PricingData) : null;
}

/** Twin renderers of the content components (PricingTable, PricingDate, Figure, Hero, FeatureCards). */
export function contentRenderers(siteUrl: string, warn: (message: string) => void): Record<string, ComponentRenderer> {
  return contentTwinRenderers({ pricing: loadPricing(), siteUrl, site: siteConfig, warn });
}
