import path from 'path';
import type { GatsbyNode, Node, Reporter } from 'gatsby';
import { siteConfig } from '../config/site';
import { persianYear } from '../i18n/format';
import { validateFrontmatter } from '../lib/frontmatter';
import type { ApiReferenceUse, SectionDraft } from '../lib/documentModel';
import { docBreadcrumbs } from '../lib/breadcrumbs';
import type { DocPageContext, PageLayout, PlainPageContext } from '../lib/pageContext';
import { flattenSidebar, routePlaces, SidebarItem } from '../lib/sidebar';
import { apiPageContext, definitionFromNodes, referenceProblems, refreshDefinition } from './apiReference';
import { isDevelop } from './develop';
import { locate, showProblems } from './developOverlay';
import { contentChanged } from './developServer';
import { notePagesRun } from './developSaves';
import { displayPath } from './displayPath';
import { navigationFromNodes, NavigationCategory } from './navigation';
import { createDevelopSearchIndex, createSearchIndex } from './searchIndex';
import { TEMPLATES, templateFor } from './templateRegistry';

/** The file of a template of src/node/templateRegistry.ts. */
const templateFile = (name: string) => path.resolve(`templates/${name}.tsx`);
const templateFiles = new Set(TEMPLATES.map((t) => templateFile(t.name)));

type GetNodesByType = (type: string) => Node[];

/** The page-shell decisions every page shares: the announcement links only to a page of the sidebar. */
function layoutFor(tree: SidebarItem[], buildYear: string): Omit<PageLayout, 'route' | 'sidebar'> {
  return {
    announcementLinkable: flattenSidebar(tree).some((l) => l.route === siteConfig.announcement.linkTo),
    buildYear,
  };
}

/** Something a document must fix: the build stops on it, `gatsby develop` shows it and goes on without the document. */
interface PageProblem {
  message: string;
  file: string;
  /** The document's node, left out of the site in develop; none when the document can still have its page. */
  skip?: string;
}

type CreatePagesArgs = Parameters<NonNullable<GatsbyNode['createPages']>>[0];
type DocumentsQuery = Queries.AllDocsQuery['allMdx']['nodes'][number] & { file: string };

/** Frontmatter of the wrong type, found on the nodes before the typed query would fail on it with GraphQL's message. */
function frontmatterProblems(getNodesByType: GetNodesByType): PageProblem[] {
  return (
    getNodesByType('Mdx') as Array<
      Node & { frontmatter?: Record<string, unknown>; internal: { contentFilePath?: string } }
    >
  ).flatMap((node) =>
    validateFrontmatter(node.frontmatter).map((error) => ({
      message: `Frontmatter error in ${displayPath(node.internal.contentFilePath ?? '')}: ${error}`,
      file: node.internal.contentFilePath ?? '',
      skip: node.id,
    })),
  );
}

/** Every document but the `skip`ped ones, with what its page needs; undefined when the query failed (reported). */
async function queryDocuments(
  graphql: CreatePagesArgs['graphql'],
  reporter: Reporter,
  skip: string[],
): Promise<DocumentsQuery[] | undefined> {
  const result = await graphql<Queries.AllDocsQuery>(
    `
      query AllDocs($skip: [String!]!) {
        allMdx(filter: { id: { nin: $skip } }) {
          nodes {
            id
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
              searchSections {
                anchor
                heading
                text
                code
                api {
                  kind
                  id
                  at
                }
              }
              apiReferences {
                kind
                id
                line
                examples
              }
            }
            internal {
              contentFilePath
              contentDigest
            }
          }
        }
      }
    `,
    { skip },
  );
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the documents', result.errors as Error[] | undefined);
    return undefined;
  }
  return result.data.allMdx.nodes.map((d) => ({ ...d, file: d.internal.contentFilePath ?? '' }));
}

/** Two documents with one route. */
function duplicateRoutes(queried: DocumentsQuery[]): PageProblem[] {
  const byRoute = new Map<string, string>();
  const duplicates: PageProblem[] = [];
  for (const doc of queried) {
    const other = byRoute.get(doc.fields.route);
    if (other) {
      duplicates.push({
        message: `Duplicate route ${doc.fields.route}: both ${other} and ${displayPath(doc.file)} map to it. Fix: rename or move one of them (a folder's index.mdx and a file named like the folder are the same route).`,
        file: doc.file,
        skip: doc.id,
      });
    }
    byRoute.set(doc.fields.route, displayPath(doc.file));
  }
  return duplicates;
}

const uses = (doc: DocumentsQuery) => doc.fields.apiReferences as ApiReferenceUse[];

type TemplateChoice = ReturnType<typeof templateFor>;

/** Documents whose components no template holds together. */
function templateProblems(queried: DocumentsQuery[], templates: Map<string, TemplateChoice>): PageProblem[] {
  return queried.flatMap((doc) => {
    const choice = templates.get(doc.id);
    return choice && 'missing' in choice
      ? [
          {
            message: `${displayPath(doc.file)} uses components of ${choice.missing.join(' and ')}, which no page template holds together. Fix: add a template with the groups ${['prose', ...choice.missing].join(', ')} to src/node/templateRegistry.ts (and its file beside it), or split the page.`,
            file: doc.file,
            skip: doc.id,
          },
        ]
      : [];
  });
}

/** The search index: planned when search asks for it in develop (like its other files), written by a build. */
function indexDocuments(docs: DocumentsQuery[], develop: boolean, args: CreatePagesArgs): void {
  const indexed = docs.map((d) => ({
    file: d.file,
    route: d.fields.route,
    title: d.frontmatter.title,
    description: d.frontmatter.description,
    sections: d.fields.searchSections as SectionDraft[],
  }));
  if (develop) {
    createDevelopSearchIndex(
      indexed.map((d, i) => ({ ...d, key: docs[i].internal.contentDigest })),
      args,
    );
    contentChanged();
  } else createSearchIndex(indexed, args);
}

/** One page per document: its template, layout, breadcrumbs, previous/next and API context. */
function createDocumentPages(
  docs: DocumentsQuery[],
  tree: SidebarItem[],
  definition: ReturnType<typeof definitionFromNodes>,
  templates: Map<string, TemplateChoice>,
  actions: CreatePagesArgs['actions'],
): void {
  const shared = layoutFor(tree, persianYear(new Date()));
  const home = docs.find((d) => d.fields.route === '/');
  const homeLabel = home ? home.frontmatter.sidebar_label || home.frontmatter.title : '';
  const places = routePlaces(tree);
  for (const doc of docs) {
    const route = doc.fields.route;
    const hideSidebar = Boolean(doc.frontmatter.hide_sidebar);
    const place = places.get(route);
    const breadcrumbs = docBreadcrumbs({
      route,
      title: doc.frontmatter.title,
      homeLabel,
      categories: place?.trail ?? [],
    });
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
    actions.createPage({
      path: route,
      component: templateFile((templates.get(doc.id) as { template: string }).template),
      context,
    });
  }
}

export const createPages: GatsbyNode['createPages'] = async (args) => {
  // Destructured under its own name: Gatsby's type generation finds the query (Queries.AllDocsQuery) only in a
  // call of an identifier named graphql; the function does not use `this`.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const { graphql, actions, reporter, getNodesByType } = args;
  const develop = isDevelop();
  if (develop) notePagesRun(getNodesByType);
  const problems: PageProblem[] = [];
  const skipped = new Set<string>();
  /**
   * Takes the problems of one check: the documents they name are left out of the checks that follow, so that
   * every check sees the others' problems, and a build lists every problem of every document at once (it
   * fails once they are all known, before any page is made). `gatsby develop` reports each check's problems in
   * the terminal and the error overlay as it finds them and goes on without the documents they name, so one
   * mistake does not take every page of the running server away (Gatsby deletes the pages a run of
   * createPages does not create again).
   */
  const take = (found: PageProblem[]) => {
    problems.push(...found);
    if (develop && found.length) reporter.panicOnBuild(found.map((p) => p.message).join('\n'));
    for (const p of found) if (p.skip) skipped.add(p.skip);
  };
  try {
    // gatsby develop runs createPages again after every change of the content; an edited definition is read again first.
    const refreshed = develop ? refreshDefinition(args) : undefined;
    take(frontmatterProblems(getNodesByType));
    const queried = await queryDocuments(graphql, reporter, [...skipped]);
    if (!queried) return;
    take(duplicateRoutes(queried));
    // Every document's API references at once, so one failed build lists every bad one.
    const definition = refreshed !== undefined ? refreshed : definitionFromNodes(getNodesByType);
    take(
      queried.flatMap((doc) =>
        referenceProblems(definition, doc.file, uses(doc)).map((message) => ({
          message,
          file: doc.file,
          skip: doc.id,
        })),
      ),
    );
    const templates = new Map(queried.map((doc) => [doc.id, templateFor(doc.fields.components)]));
    take(templateProblems(queried, templates));
    const docs = queried.filter((doc) => !skipped.has(doc.id));
    const tree = navigationFromNodes(docs, getNodesByType('DocCategory') as unknown as NavigationCategory[]);
    if (!develop && problems.length) {
      reporter.panicOnBuild(problems.map((p) => p.message).join('\n'));
      return;
    }
    indexDocuments(docs, develop, args);
    createDocumentPages(docs, tree, definition, templates, actions);
  } finally {
    if (develop)
      showProblems(
        'pages',
        problems.map((p) => ({ ...(locate(p.message) ?? { file: p.file }), message: p.message })),
        (m) => void reporter.warn(m),
      );
  }
};

/** Pages outside the documents (the not-found page) get their layout decided here too. */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions, getNodesByType }) => {
  if (templateFiles.has(page.component) || (page.context as Partial<PlainPageContext>)?.layout) return;
  const docs = getNodesByType('Mdx') as unknown as Parameters<typeof navigationFromNodes>[0];
  const tree = navigationFromNodes(docs, getNodesByType('DocCategory') as unknown as NavigationCategory[]);
  const context: PlainPageContext = {
    layout: { ...layoutFor(tree, persianYear(new Date())), route: null, sidebar: false },
  };
  actions.deletePage(page);
  actions.createPage({ ...page, context: { ...page.context, ...context } });
};
