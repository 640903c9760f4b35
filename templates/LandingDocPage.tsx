import { graphql } from 'gatsby';
import { DocPageView, type DocPageProps } from '../src/templates/DocPageView';
import { prose } from '../src/templates/groups/prose';
import { landing } from '../src/templates/groups/landing';

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
