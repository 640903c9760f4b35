import type { PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { CopyMarkdownButton } from '../components/CopyMarkdownButton';
import { DocPaginator } from '../components/DocPaginator';
import { HydrationBoundary } from '../components/HydrationBoundary';
import { LastUpdated } from '../components/LastUpdated';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { TOC, TOCCollapsible, tocItems } from '../components/TOC';
import { VersionBadge } from '../components/VersionBadge';
import { siteConfig } from '../config/site';
import { ApiReferenceProvider } from '../contexts/apiReference';
import type { DocPageContext } from '../lib/pageContext';
import * as styles from './styles';

export type DocPageProps = PageProps<Queries.DocPageQuery, DocPageContext> & { children: ReactNode };

/**
 * The page of every document (DocPage.tsx is its thin template): breadcrumbs, version badge, its title as the h1, the compiled MDX, last-updated date and
 * previous/next links, with the docs sidebar and the table of contents around it as createPages decided.
 */
export function DocPageView({ data, pageContext, children }: DocPageProps) {
  const doc = data.mdx;
  if (!doc) return null;
  const toc = pageContext.hideTableOfContents ? [] : tocItems(doc.tableOfContents as never);
  const { route } = pageContext.layout;
  return (
    <Layout layout={pageContext.layout}>
      <Seo title={doc.frontmatter.title} description={doc.frontmatter.description} route={route} article={{ dateModified: doc.fields.lastUpdated }} />
      <div css={styles.docRow}>
        <article css={[styles.article, !pageContext.layout.sidebar && styles.articleWide]}>
          <Breadcrumbs crumbs={pageContext.breadcrumbs} />
          <VersionBadge name={siteConfig.version.name} label={siteConfig.version.label} />
          <header>
            {/* hide_title: the page renders its own h1 (as the landing page's hero does). */}
            {!doc.frontmatter.hide_title && <h1 css={styles.title}>{doc.frontmatter.title}</h1>}
            <CopyMarkdownButton route={route} />
          </header>
          <TOCCollapsible items={toc} />
          <div css={styles.markdown}>
            <ApiReferenceProvider operations={data.apiOperations.nodes} schemas={data.apiSchemas.nodes}>
              <HydrationBoundary>{children}</HydrationBoundary>
            </ApiReferenceProvider>
          </div>
          <LastUpdated iso={doc.fields.lastUpdated} text={doc.fields.lastUpdatedText} />
          <DocPaginator previous={pageContext.previous} next={pageContext.next} />
        </article>
        <TOC items={toc} />
      </div>
    </Layout>
  );
}
