import { graphql, useStaticQuery } from 'gatsby';
import type { SidebarItem } from '../lib/sidebar';

type Item = Queries.DocNavigationEntryFragment & { readonly items?: ReadonlyArray<Item> };

/**
 * The typed query result as the sidebar's items. A link is told from a category by its route (asking for
 * `__typename` would add its name to every entry of the data every page loads).
 */
export function sidebarItems(items: ReadonlyArray<Item>): SidebarItem[] {
  return items.map((item) =>
    'route' in item
      ? { type: 'link', label: item.label, route: item.route, home: item.home }
      : {
          type: 'category',
          label: item.label,
          dir: item.dir,
          collapsed: item.collapsed,
          items: sidebarItems(item.items ?? []),
        },
  );
}

/**
 * The docs sidebar (tutorialSidebar) from the DocNavigation node: a static query, so the tree is loaded
 * once for the whole site rather than copied into every page's data. GraphQL names every level of a
 * query: this one reads eight, deeper than any docs tree we know of (NAVIGATION_QUERY_DEPTH in src/node/navigation.ts, which fails the build for
 * a deeper tree).
 */
export function useDocNavigation(): SidebarItem[] {
  const data = useStaticQuery<Queries.DocNavigationTreeQuery>(graphql`
    fragment DocNavigationEntry on DocNavigationItem {
      ... on DocNavigationLink {
        label
        route
        home
      }
      ... on DocNavigationCategory {
        label
        dir
        collapsed
      }
    }
    query DocNavigationTree {
      docNavigation(name: { eq: "tutorialSidebar" }) {
        items {
          ...DocNavigationEntry
          ... on DocNavigationCategory {
            items {
              ...DocNavigationEntry
              ... on DocNavigationCategory {
                items {
                  ...DocNavigationEntry
                  ... on DocNavigationCategory {
                    items {
                      ...DocNavigationEntry
                      ... on DocNavigationCategory {
                        items {
                          ...DocNavigationEntry
                          ... on DocNavigationCategory {
                            items {
                              ...DocNavigationEntry
                              ... on DocNavigationCategory {
                                items {
                                  ...DocNavigationEntry
                                  ... on DocNavigationCategory {
                                    items {
                                      ...DocNavigationEntry
                                    }
                                  }
                                }
                              }
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  `);
  return sidebarItems(data.docNavigation?.items ?? []);
}
