import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../lib/sidebar';

/**
 * The docs sidebar (tutorialSidebar) from the DocNavigation node: a static query, so the tree is loaded
 * once for the whole site rather than copied into every page's data.
 */
export function useDocNavigation(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocNavigationTreeQuery>(graphql`
    query DocNavigationTree {
      docNavigation(name: { eq: "tutorialSidebar" }) {
        tree
      }
    }
  `);
  return (data.docNavigation?.tree as SidebarItem[] | undefined) ?? [];
}
