import { graphql, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { DocPageBody } from '../Deferred';
import { HydrationBoundary } from '../HydrationBoundary';
import type { MDXComponentMap } from '../MDXDocument';
import type { DocPageContext } from '../../lib/pageContext';

export type DocPageProps = PageProps<Queries.DocPageDataFragment, DocPageContext>;
export type DocPageViewProps = Pick<DocPageProps, 'data' | 'pageContext'> & { components: MDXComponentMap };

/**
 * The page of every document, rendered by each of the templates (src/node/templateRegistry.ts) with the
 * components that template gives its documents (./DocPageBody.tsx). At first load the whole page is the
 * server's HTML until its code has come (src/components/Deferred: after `load`, or at the first interaction).
 * The boundary's element is the same for as long as the page's data is: Gatsby renders the page again when
 * only the location changes (a link to a heading), and a boundary still waiting for its code that gets new
 * props is rendered from scratch by React (error 421), blank until the code comes.
 */
export function DocPageView({ data, pageContext, components }: DocPageViewProps) {
  return useMemo(
    () => (
      <HydrationBoundary>
        <DocPageBody data={data} pageContext={pageContext} components={components} />
      </HydrationBoundary>
    ),
    [data, pageContext, components],
  );
}

/**
 * What every template's page query asks: the document (compiled once, as data) and only the API
 * operations and schemas it renders (see src/node/apiReference.ts). A fragment on the query root, so each
 * template's query is this one line.
 */
export const docPageData = graphql`
  fragment DocPageData on Query {
    mdx(id: { eq: $id }) {
      frontmatter {
        title
        description
        hide_title
      }
      document {
        tree
        tableOfContents
      }
      fields {
        lastUpdated
        lastUpdatedText
      }
    }
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
