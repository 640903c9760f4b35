import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../lib/sidebar';

/**
 * The docs sidebar (tutorialSidebar) from the DocNavigation node: a static query, so the tree is loaded
 * once for the whole site rather than copied into every page's data. Its `items` is one JSON field, typed
 * SidebarItem[] by src/node/schema.ts's resolver (navigationFromNodes), so a tree of any depth is read whole.
 */
export function useDocNavigation(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocNavigationTreeQuery>(graphql`
    query DocNavigationTree {
      docNavigation(name: { eq: "tutorialSidebar" }) {
        items
      }
    }
  `);
  return (data.docNavigation?.items ?? []) as SidebarItem[];
}
