/**
 * Components an MDX document may use without importing them, by the folder under src/components that
 * exports them. They are not in the MDX provider: remarkImportComponents adds the import to each
 * document that uses one, so a component travels in the chunks of the pages that render it instead of
 * in the bundle every page downloads first (the API reference's tables weigh nothing on a concept page).
 * Add a component here to make it available to authors (and document it in AUTHORING.md).
 */
export const pageComponents: Readonly<Record<string, string>> = {
  Tabs: 'Tabs',
  TabItem: 'Tabs',
  // API reference: rendered from the page's own data (see src/contexts/apiReference.tsx).
  ApiOperation: 'ApiOperation',
  ApiSchema: 'ApiSchema',
  ApiDownloads: 'ApiDownloads',
  // Content components: landing page, figures, the static price list.
  Hero: 'Hero',
  FeatureCards: 'FeatureCards',
  FeatureCard: 'FeatureCards',
  Figure: 'Figure',
  PricingTable: 'PricingTable',
  PricingDate: 'PricingTable',
  // «نیازمند بازبینی» after a sentence that rests on a single source, an inference or conflicting sources.
  Unverified: 'Unverified',
};
