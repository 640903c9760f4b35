import { graphql } from 'gatsby';
import { DocPageView, type DocPageProps } from '../src/components/DocPageView';
import { prose } from '../src/components/DocPageView/groups/prose';
import { api } from '../src/components/DocPageView/groups/api';

/** The template of the API reference's documents (src/node/templateRegistry.ts). */
const components = { ...prose, ...api };

export default function ApiDocPage(props: DocPageProps) {
  return <DocPageView {...props} components={components} />;
}

export const query = graphql`
  query ApiDocPage(
    $id: String!
    $apiOperations: [String!]!
    $apiSchemas: [String!]!
    $apiArea: String
    $apiExamples: [String!]!
  ) {
    ...DocPageData
  }
`;
