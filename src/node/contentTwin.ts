import type { Node } from 'gatsby';
import { siteConfig } from '../config/site';
import { contentTwinRenderers } from '../lib/contentTwin';
import type { ComponentRenderer } from '../lib/markdownTwin';
import type { PricingData } from '../lib/pricing';

/** The price list pages import (`./data/pricing.json` beside content/pricing.mdx), from its ContentData node. */
export function pricingFromNodes(getNodesByType: (type: string) => Node[]): PricingData | null {
  const node = (getNodesByType('ContentData') as Array<Node & { name: string; data: unknown }>).find(
    (n) => n.name === 'pricing',
  );
  return (node?.data as PricingData | undefined) ?? null;
}

/** Twin renderers of the content components (PricingTable, PricingDate, Figure, Hero, FeatureCards). */
export function contentRenderers(
  pricing: PricingData | null,
  siteUrl: string,
  warn: (message: string) => void,
): Record<string, ComponentRenderer> {
  return contentTwinRenderers({ pricing, siteUrl, site: siteConfig, warn });
}
