import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import { Crumb, docBreadcrumbs } from '../lib/breadcrumbs';
import { validateCategory } from '../lib/frontmatter';
import { buildSidebar, CategoryMeta, flattenSidebar, routePlaces, SidebarDoc } from '../lib/sidebar';
import { apiReferenceContext, ApiPageContext } from './apiReference';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';

const template = path.resolve('src/templates/DocPage.tsx');

interface DocQuery {
  allMdx: {
    nodes: Array<{
      id: string;
      frontmatter: {
        title: string;
        sidebar_label: string | null;
        sidebar_position: number | null;
        hide_sidebar: boolean | null;
        hide_table_of_contents: boolean | null;
      };
      fields: { route: string; docPath: string };
      internal: { contentFilePath: string };
    }>;
  };
}

/** Context every doc page receives: what to render around the content, decided here and not by path matching. */
export interface DocPageContext extends ApiPageContext {
  id: string;
  route: string;
  hideSidebar: boolean;
  hideTableOfContents: boolean;
  breadcrumbs: Crumb[];
  previous: { label: string; route: string } | null;
  next: { label: string; route: string } | null;
}

function readCategories(reporter: { panicOnBuild: (m: string) => void }): Record<string, CategoryMeta> {
  const categories: Record<string, CategoryMeta> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (entry.name === '_category_.json') {
        const rel = path.relative(contentDir, dir).replace(/\\/g, '/');
        const shown = displayPath(abs);
        let meta: unknown;
        try {
          meta = JSON.parse(fs.readFileSync(abs, 'utf8'));
        } catch (e) {
          reporter.panicOnBuild(`Category file ${shown} is not valid JSON: ${(e as Error).message}`);
          continue;
        }
        const errors = validateCategory(meta);
        errors.forEach((err) => reporter.panicOnBuild(`Category file ${shown}: ${err}`));
        if (!errors.length) categories[rel] = meta as CategoryMeta;
      }
    }
  };
  walk(contentDir);
  return categories;
}

export const createPages: GatsbyNode['createPages'] = async ({ graphql, actions, reporter, createNodeId, createContentDigest }) => {
  const result = await graphql<DocQuery>(`
    query AllDocs {
      allMdx {
        nodes {
          id
          frontmatter { title sidebar_label sidebar_position hide_sidebar hide_table_of_contents }
          fields { route docPath }
          internal { contentFilePath }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the documents', result.errors);
    return;
  }
  const docs = result.data.allMdx.nodes;

  const byRoute = new Map<string, string>();
  let duplicate = false;
  for (const doc of docs) {
    const file = displayPath(doc.internal.contentFilePath);
    const other = byRoute.get(doc.fields.route);
    if (other) {
      duplicate = true;
      reporter.panicOnBuild(
        `Duplicate route ${doc.fields.route}: both ${other} and ${file} map to it. Fix: rename or move one of them (a folder's index.mdx and a file named like the folder are the same route).`,
      );
    }
    byRoute.set(doc.fields.route, file);
  }
  if (duplicate) return;

  const sidebarDocs: SidebarDoc[] = docs.map((d) => ({
    route: d.fields.route,
    docPath: d.fields.docPath,
    title: d.frontmatter.title,
    sidebarLabel: d.frontmatter.sidebar_label,
    sidebarPosition: d.frontmatter.sidebar_position,
    hideSidebar: d.frontmatter.hide_sidebar,
  }));
  const tree = buildSidebar(sidebarDocs, readCategories(reporter));
  const order = flattenSidebar(tree).map(({ label, route }) => ({ label, route }));
  const navigation = { name: 'tutorialSidebar', tree, order };
  actions.createNode({
    ...navigation,
    id: createNodeId('docNavigation-tutorialSidebar'),
    internal: { type: 'DocNavigation', contentDigest: createContentDigest(navigation) },
  });

  const home = docs.find((d) => d.fields.route === '/');
  const homeLabel = home ? home.frontmatter.sidebar_label || home.frontmatter.title : '';
  const places = routePlaces(tree);
  for (const doc of docs) {
    const route = doc.fields.route;
    const hideSidebar = Boolean(doc.frontmatter.hide_sidebar);
    const place = places.get(route);
    const breadcrumbs = docBreadcrumbs({ route, title: doc.frontmatter.title, homeLabel, categories: place?.trail ?? [] });
    const previous = hideSidebar ? null : place?.previous ?? null;
    const next = hideSidebar ? null : place?.next ?? null;
    const context: DocPageContext = {
      id: doc.id,
      route,
      hideSidebar,
      hideTableOfContents: Boolean(doc.frontmatter.hide_table_of_contents),
      breadcrumbs,
      previous,
      next,
      // The operations and schemas this page renders; unknown ids fail the build naming the file.
      ...apiReferenceContext(doc.internal.contentFilePath, route, reporter),
    };
    actions.createPage({
      path: route,
      component: `${template}?__contentFilePath=${doc.internal.contentFilePath}`,
      context,
    });
  }
};
