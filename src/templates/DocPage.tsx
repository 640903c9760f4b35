import { graphql } from 'gatsby';
import { DocPageView, type DocPageProps } from './DocPageView';

/**
 * The template of every document. Kept thin on purpose: gatsby-plugin-mdx compiles this file once per
 * document (`DocPage.tsx?__contentFilePath=…`), into that page's chunk, and re-parses it for each, so the
 * page itself is DocPageView, compiled once and shared. No runtime import from 'react' here:
 * gatsby-plugin-mdx's layout loader switches to classic `React.createElement` when the compiled template
 * imports from 'react', and React is not in scope then.
 */
export default function DocPage(props: DocPageProps) {
  return <DocPageView {...props} />;
}

export const query = graphql`
  query DocPage($id: String!, $apiOperations: [String!]!, $apiSchemas: [String!]!, $apiArea: String, $apiExamples: [String!]!) {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        hide_title
      }
      tableOfContents(maxDepth: 3)
      fields {
        lastUpdated
        lastUpdatedText
      }
    }
    # Only the operations and schemas this page renders (see src/node/apiReference.ts).
    apiOperations: allOpenApiOperation(filter: { operationId: { in: $apiOperations } }) {
      nodes {
        operationId
        view(area: $apiArea, examples: $apiExamples)
      }
    }
    apiSchemas: allOpenApiSchema(filter: { name: { in: $apiSchemas } }) {
      nodes {
        name
        view
      }
    }
  }
`;
