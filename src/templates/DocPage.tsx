import { graphql, PageProps } from 'gatsby';
import { ReactNode } from 'react';
import { CopyMarkdownButton } from '../components/CopyMarkdownButton';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { ApiReferenceProvider } from '../contexts/apiReference';
import type { DocPageContext } from '../node/createPages';
import * as styles from './styles';

type Props = PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode };

/** Every document: its title as the h1, the compiled MDX, and the shell around it. */
export default function DocPage({ data, pageContext, children }: Props) {
  const doc = data.mdx;
  if (!doc) return null;
  return (
    <Layout>
      <Seo
        title={doc.frontmatter.title}
        description={doc.frontmatter.description}
        route={pageContext.route}
        article={{ dateModified: doc.fields.lastUpdated }}
      />
      <article css={styles.article}>
        <header>
          {/* hide_title: the page renders its own h1 (as the landing page's hero does). */}
          {!doc.frontmatter.hide_title && <h1 css={styles.title}>{doc.frontmatter.title}</h1>}
          <CopyMarkdownButton route={pageContext.route} />
        </header>
        <div css={styles.markdown}>
          <ApiReferenceProvider operations={data.apiOperations.nodes} schemas={data.apiSchemas.nodes}>
            {children}
          </ApiReferenceProvider>
        </div>
      </article>
    </Layout>
  );
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
        route
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
