import { Breadcrumbs } from '../Breadcrumbs';
import { CopyMarkdownButton } from '../CopyMarkdownButton';
import { DocPaginator } from '../DocPaginator';
import { LastUpdated } from '../LastUpdated';
import { Seo } from '../Seo';
import { TOC, TOCCollapsible } from '../TOC';
import { VersionBadge } from '../VersionBadge';
import { HydrationBoundary } from '../HydrationBoundary';
import { Layout } from '../Layout';
import { MDXDocument } from '../MDXDocument';
import { documentLinkHandlers } from '../MDXDocument/documentLinks';
import { TraceRegion } from '../TraceRegion';
import { tocItems } from '../TOC/tocItems';
import type { DocPageViewProps } from '.';
import { siteConfig } from '../../config/site';
import { ApiReferenceProvider } from '../../contexts/apiReference';
import type { MdxElement } from '../../lib/mdxTree';
import * as styles from './styles';

/**
 * The page of every document, rendered by each of the templates (src/node/templateRegistry.ts) with the
 * components that template gives its documents: breadcrumbs, version badge, its title as the h1, the
 * compiled document, last-updated date and previous/next links, with the docs sidebar and the table of
 * contents around it as createPages decided. Deferred code (src/components/Deferred): ./index.tsx hydrates it
 * once its code has come, and the parts it renders come in the same chunk.
 */
export function DocPageBody({ data, pageContext, components }: DocPageViewProps) {
  const doc = data.mdx;
  if (!doc) return null;
  const toc = pageContext.hideTableOfContents ? [] : tocItems(doc.document.tableOfContents);
  const { route } = pageContext.layout;
  return (
    <Layout layout={pageContext.layout}>
      {/* The head is the server's at first load; Seo's code brings it up to date after a navigation. */}
      <HydrationBoundary>
        <Seo
          title={doc.frontmatter.title}
          description={doc.frontmatter.description}
          route={route}
          article={{ dateModified: doc.fields.lastUpdated }}
        />
      </HydrationBoundary>
      <div css={styles.docRow}>
        <article css={[styles.article, !pageContext.layout.sidebar && styles.articleWide]}>
          {/* Each part of the page hydrates on its own, after the shell (see HydrationBoundary). */}
          <HydrationBoundary>
            <Breadcrumbs crumbs={pageContext.breadcrumbs} />
            <VersionBadge name={siteConfig.version.name} label={siteConfig.version.label} />
            <header>
              {/* hide_title: the page renders its own h1 (as the landing page's hero does). */}
              {!doc.frontmatter.hide_title && <h1 css={styles.title}>{doc.frontmatter.title}</h1>}
              <CopyMarkdownButton route={route} />
            </header>
          </HydrationBoundary>
          <HydrationBoundary name="toc">
            <TOCCollapsible items={toc} />
          </HydrationBoundary>
          {/* The document: at first load only its islands hydrate (each in its own boundary) and the rest stays
              the server's HTML, its links served by the handlers delegated here (src/components/MDXDocument). */}
          <div css={styles.markdown} data-document="" {...documentLinkHandlers}>
            <ApiReferenceProvider operations={data.apiOperations.nodes} schemas={data.apiSchemas.nodes}>
              <TraceRegion name="document">
                <MDXDocument tree={doc.document.tree as unknown as MdxElement} components={components} />
              </TraceRegion>
            </ApiReferenceProvider>
          </div>
          <HydrationBoundary>
            <LastUpdated iso={doc.fields.lastUpdated} text={doc.fields.lastUpdatedText} />
            <DocPaginator previous={pageContext.previous} next={pageContext.next} />
          </HydrationBoundary>
        </article>
        <HydrationBoundary name="toc">
          <TOC items={toc} />
        </HydrationBoundary>
      </div>
    </Layout>
  );
}
