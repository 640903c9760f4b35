import { graphql } from 'gatsby';
import { DocPageView, type DocPageProps } from '../src/components/DocPageView';
import { prose } from '../src/components/DocPageView/groups/prose';
import { landing } from '../src/components/DocPageView/groups/landing';

/** The template of the landing page (src/node/templateRegistry.ts). */
const components = { ...prose, ...landing };

export default function LandingDocPage(props: DocPageProps) {
  return <DocPageView {...props} components={components} />;
}

export const query = graphql`
  query LandingDocPage(
    $id: String!
    $apiOperations: [String!]!
    $apiSchemas: [String!]!
    $apiArea: String
    $apiExamples: [String!]!
  ) {
    ...DocPageData
  }
`;
