import type { GatsbyNode } from 'gatsby';

/**
 * The one place GraphQL types are declared. Frontmatter is typed (no inference), so a query can rely on
 * it and GraphiQL documents it; the navigation is a node of its own so authors can see it in one query.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }

    "Typed frontmatter of a document; see AUTHORING.md."
    type MdxFrontmatter @dontInfer {
      "The h1, the <title> and the default sidebar label."
      title: String!
      "Meta description and search snippet."
      description: String
      "A shorter label for the sidebar."
      sidebar_label: String
      "Order inside the folder; lower first."
      sidebar_position: Float
      hide_table_of_contents: Boolean
      "Render without the docs sidebar and leave the document out of it."
      hide_sidebar: Boolean
      "Do not render the title as the h1: the page renders its own (the landing page's hero). The title still names the page in <title>."
      hide_title: Boolean
    }

    type MdxFields @dontInfer {
      "The page's exact route, e.g. /concepts/contentWriter."
      route: String!
      "Path under content/ without extension, e.g. concepts/contentWriter."
      docPath: String!
      "Last commit date of the file (ISO 8601), null when it has no git history."
      lastUpdated: Date @dateformat
      "The same date in the Persian calendar, formatted at build time."
      lastUpdatedText: String
    }

    "The docs sidebar (tutorialSidebar) and the reading order used by previous/next links."
    type DocNavigation implements Node @dontInfer {
      name: String!
      "The sidebar tree: links {type, label, route} and categories {type, label, dir, collapsed, items}."
      tree: JSON!
      "Every listed page in reading order."
      order: [DocNavigationEntry!]!
    }

    type DocNavigationEntry @dontInfer {
      route: String!
      label: String!
    }

    type SiteSiteMetadata @dontInfer {
      title: String!
      tagline: String!
      url: String!
      baseUrl: String!
      locale: SiteLocale!
      docsRouteBasePath: String!
      titleDelimiter: String!
      navbarItems: [SiteNavbarItem!]!
      announcement: SiteAnnouncement!
      hideNavbarOnScroll: Boolean!
      version: SiteVersion!
      "The Persian-calendar year of the build, in Persian digits (the footer's copyright year)."
      buildYear: String!
    }

    type SiteLocale @dontInfer {
      code: String!
      htmlLang: String!
      direction: String!
      calendar: String!
      label: String!
    }

    type SiteNavbarItem @dontInfer {
      labelId: String!
      href: String!
      external: Boolean!
    }

    type SiteAnnouncement @dontInfer {
      id: String!
      text: String!
      linkText: String!
      linkTo: String!
      dismissible: Boolean!
    }

    "One operation of the OpenAPI definition in content/openapi/ (API reference)."
    type OpenApiOperation implements Node @dontInfer {
      operationId: String!
      "HTTP method in capitals, e.g. POST."
      method: String!
      "Path on the API host, e.g. /api/v1/chat/session/{sessionId}/message."
      path: String!
      "Persian one-line summary."
      summary: String!
      description: String
      "Areas of the API (one per /api page); the first decides the page."
      tags: [String!]!
      "The page that documents the operation, e.g. /api/session."
      page: String!
      "Every page whose MDX renders it with <ApiOperation id>."
      pages: [String!]!
      "Marked x-unverified: not yet confirmed by the platform team."
      unverified: Boolean!
      deprecated: Boolean!
      "Headers that may carry the API key; empty for public routes."
      auth: [String!]!
    }

    "One named schema of the OpenAPI definition (components.schemas)."
    type OpenApiSchema implements Node @dontInfer {
      name: String!
      description: String
      "Page documenting the schema, e.g. /types/message."
      page: String
      "Every page whose MDX renders it with <ApiSchema name>."
      pages: [String!]!
      unverified: Boolean!
      "Top-level property names."
      properties: [String!]!
      "Render data for <ApiSchema>."
      view: JSON!
    }

    type SiteVersion @dontInfer {
      name: String!
      label: String!
    }
  `);
};
