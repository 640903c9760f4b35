import path from 'path';
import type { GatsbyNode, Node } from 'gatsby';
import { siteConfig } from '../config/site';
import { persianYear } from '../i18n/format';
import { validateFrontmatter } from '../lib/frontmatter';
import type { ApiReferenceUse } from '../lib/openapi/mdxRefs';
import { docBreadcrumbs } from '../lib/breadcrumbs';
import type { DocPageContext, PageLayout, PlainPageContext } from '../lib/pageContext';
import { flattenSidebar, routePlaces, SidebarItem } from '../lib/sidebar';
import { apiPageContext, definitionFromNodes, referenceProblems } from './apiReference';
import { displayPath } from './displayPath';
import { categoryDepth, navigationFromNodes, NavigationCategory, NAVIGATION_QUERY_DEPTH } from './navigation';
import { createSearchIndex } from './searchIndex';
import { TEMPLATES, templateFor } from '../templates/variants';

/** The file of a template of src/templates/variants.ts. */
const templateFile = (name: string) => path.resolve(`templates/${name}.tsx`);
const templateFiles = new Set(TEMPLATES.map((t) => templateFile(t.name)));

type GetNodesByType = (type: string) => Node[];

/** The docs sidebar from the nodes, refusing a tree deeper than the sidebar query reads. */
function navigation(getNodesByType: GetNodesByType, docs: Parameters<typeof navigationFromNodes>[0], panic: (m: string) => void): SidebarItem[] {
  const tree = navigationFromNodes(docs, getNodesByType('DocCategory') as unknown as NavigationCategory[]);
  if (categoryDepth(tree) > NAVIGATION_QUERY_DEPTH - 1) {
    panic(
      `The docs folders nest ${categoryDepth(tree)} deep; the sidebar shows ${NAVIGATION_QUERY_DEPTH - 1}. Fix: flatten content/ or nest the fragment in src/hooks/useDocNavigation.ts deeper and raise NAVIGATION_QUERY_DEPTH.`,
    );
  }
  return tree;
}

/** The page-shell decisions every page shares: the announcement links only to a page of the sidebar. */
function layoutFor(tree: SidebarItem[], buildYear: string): Omit<PageLayout, 'route' | 'sidebar'> {
  return { announcementLinkable: flattenSidebar(tree).some((l) => l.route === siteConfig.announcement.linkTo), buildYear };
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  const { graphql, actions, reporter, getNodesByType } = args;
  // Frontmatter first, on the nodes themselves: a field of the wrong type would make the typed query fail
  // with GraphQL's message instead of the file and the fix. Every document at once.
  const frontmatterErrors = (getNodesByType('Mdx') as Array<Node & { frontmatter?: Record<string, unknown>; internal: { contentFilePath?: string } }>).flatMap((node) =>
    validateFrontmatter(node.frontmatter).map((error) => `Frontmatter error in ${displayPath(node.internal.contentFilePath ?? '')}: ${error}`),
  );
  if (frontmatterErrors.length) {
    reporter.panicOnBuild(frontmatterErrors.join('\n'));
    return;
  }

  const result = await graphql<Queries.AllDocsQuery>(`
    query AllDocs {
      allMdx {
        nodes {
          id
          body
          frontmatter {
            title
            description
            sidebar_label
            sidebar_position
            hide_sidebar
            hide_table_of_contents
          }
          fields {
            route
            docPath
            components
            apiReferences {
              kind
              id
              line
              examples
            }
          }
          internal {
            contentFilePath
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the documents', result.errors);
    return;
  }
  const docs = result.data.allMdx.nodes.map((d) => ({ ...d, file: d.internal.contentFilePath ?? '' }));

  const byRoute = new Map<string, string>();
  const duplicates: string[] = [];
  for (const doc of docs) {
    const other = byRoute.get(doc.fields.route);
    if (other) {
      duplicates.push(
        `Duplicate route ${doc.fields.route}: both ${other} and ${displayPath(doc.file)} map to it. Fix: rename or move one of them (a folder's index.mdx and a file named like the folder are the same route).`,
      );
    }
    byRoute.set(doc.fields.route, displayPath(doc.file));
  }
  if (duplicates.length) {
    reporter.panicOnBuild(duplicates.join('\n'));
    return;
  }

  // Every document's API references at once, so one failed build lists every bad one.
  const definition = definitionFromNodes(getNodesByType);
  const uses = (doc: (typeof docs)[number]) => doc.fields.apiReferences as ApiReferenceUse[];
  const problems = docs.flatMap((doc) => referenceProblems(definition, doc.file, uses(doc)));
  if (problems.length) {
    reporter.panicOnBuild(problems.join('\n'));
    return;
  }

  const templates = new Map(docs.map((doc) => [doc.id, templateFor(doc.fields.components)]));
  const noTemplate = docs.flatMap((doc) => {
    const choice = templates.get(doc.id);
    return choice && 'missing' in choice
      ? [
          `${displayPath(doc.file)} uses components of ${choice.missing.join(' and ')}, which no page template holds together. Fix: add a template with the groups ${['prose', ...choice.missing].join(', ')} to src/templates/variants.ts (and its file beside it), or split the page.`,
        ]
      : [];
  });
  if (noTemplate.length) {
    reporter.panicOnBuild(noTemplate.join('\n'));
    return;
  }

  const tree = navigation(getNodesByType, docs, (m) => reporter.panicOnBuild(m));
  createSearchIndex(
    docs.map((d) => ({ file: d.file, route: d.fields.route, title: d.frontmatter.title, description: d.frontmatter.description, body: d.body ?? '' })),
    args,
  );

  const shared = layoutFor(tree, persianYear(new Date()));
  const home = docs.find((d) => d.fields.route === '/');
  const homeLabel = home ? home.frontmatter.sidebar_label || home.frontmatter.title : '';
  const places = routePlaces(tree);
  for (const doc of docs) {
    const route = doc.fields.route;
    const hideSidebar = Boolean(doc.frontmatter.hide_sidebar);
    const place = places.get(route);
    const breadcrumbs = docBreadcrumbs({ route, title: doc.frontmatter.title, homeLabel, categories: place?.trail ?? [] });
    const context: DocPageContext = {
      id: doc.id,
      layout: { ...shared, route, sidebar: !hideSidebar },
      hideTableOfContents: Boolean(doc.frontmatter.hide_table_of_contents),
      breadcrumbs,
      previous: hideSidebar ? null : (place?.previous ?? null),
      next: hideSidebar ? null : (place?.next ?? null),
      ...apiPageContext(definition, route, uses(doc)),
    };
    // The smallest template holding the components the document uses: the page downloads their code only.
    actions.createPage({ path: route, component: templateFile((templates.get(doc.id) as { template: string }).template), context });
  }
};

/** Pages outside the documents (the not-found page) get their layout decided here too. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  if (templateFiles.has(page.component) || (page.context as Partial<PlainPageContext>)?.layout) return;
  const docs = getNodesByType('Mdx') as unknown as Parameters<typeof navigationFromNodes>[0];
  const tree = navigationFromNodes(docs, getNodesByType('DocCategory') as unknown as NavigationCategory[]);
  const context: PlainPageContext = { layout: { ...layoutFor(tree, persianYear(new Date())), route: null, sidebar: false } };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
