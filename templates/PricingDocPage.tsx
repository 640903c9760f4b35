import { graphql } from 'gatsby';
import { DocPageView, type DocPageProps } from '../src/components/DocPageView';
import { prose } from '../src/components/DocPageView/groups/prose';
import { pricing } from '../src/components/DocPageView/groups/pricing';

/** The template of the price list (src/node/templateRegistry.ts). */
const components = { ...prose, ...pricing };

export default function PricingDocPage(props: DocPageProps) {
  return <DocPageView {...props} components={components} />;
}

export const query = graphql`
  query PricingDocPage(
    $id: String!
    $apiOperations: [String!]!
    $apiSchemas: [String!]!
    $apiArea: String
    $apiExamples: [String!]!
  ) {
    ...DocPageData
  }
`;
