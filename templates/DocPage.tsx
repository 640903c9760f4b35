import { graphql } from 'gatsby';
import { DocPageView, type DocPageProps } from '../src/components/DocPageView';
import { prose } from '../src/components/DocPageView/groups/prose';

/** The template of documents that use no component beyond the prose group (src/node/templateRegistry.ts). */
const components = { ...prose };

export default function DocPage(props: DocPageProps) {
  return <DocPageView {...props} components={components} />;
}

export const query = graphql`
  query DocPage(
    $id: String!
    $apiOperations: [String!]!
    $apiSchemas: [String!]!
    $apiArea: String
    $apiExamples: [String!]!
  ) {
    ...DocPageData
  }
`;
