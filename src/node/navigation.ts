import type { GatsbyNode } from 'gatsby';
import { buildSidebar, CategoryMeta, SidebarDoc, SidebarItem } from '../lib/sidebar';

/** The Mdx node fields the sidebar is built from. */
export interface NavigationDoc {
  frontmatter: {
    title: string;
    sidebar_label?: string | null;
    sidebar_position?: number | null;
    hide_sidebar?: boolean | null;
  };
  fields: { route: string; docPath: string };
}

/** A DocCategory node: a folder's `_category_.json`. */
export interface NavigationCategory {
  dir: string;
  label?: string | null;
  position?: number | null;
  collapsed?: boolean | null;
}

export const NAVIGATION_NAME = 'tutorialSidebar';

/** The docs sidebar from the Mdx and DocCategory nodes: the one place it is built. */
export function navigationFromNodes(
  docs: Iterable<NavigationDoc>,
  categories: Iterable<NavigationCategory>,
): SidebarItem[] {
  const sidebarDocs: SidebarDoc[] = [...docs].map((d) => ({
    route: d.fields.route,
    docPath: d.fields.docPath,
    title: d.frontmatter.title,
    sidebarLabel: d.frontmatter.sidebar_label,
    sidebarPosition: d.frontmatter.sidebar_position,
    hideSidebar: d.frontmatter.hide_sidebar,
  }));
  const metas: Record<string, CategoryMeta> = {};
  for (const c of categories) {
    metas[c.dir] = {
      label: c.label ?? undefined,
      position: c.position ?? undefined,
      collapsed: c.collapsed ?? undefined,
    };
  }
  return buildSidebar(sidebarDocs, metas);
}

/** The one DocNavigation node; its `items` are resolved from the documents when queried (see schema.ts). */
export const sourceNavigation: NonNullable<GatsbyNode['sourceNodes']> = ({
  actions,
  createNodeId,
  createContentDigest,
}) => {
  const data = { name: NAVIGATION_NAME };
  void actions.createNode({
    ...data,
    id: createNodeId(`DocNavigation ${NAVIGATION_NAME}`),
    internal: { type: 'DocNavigation', contentDigest: createContentDigest(data) },
  });
};
