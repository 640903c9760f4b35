import type { GatsbyNode, Node } from 'gatsby';
import { compileDocument, importsData } from './compileDocument';
import { isDevelop } from './develop';
import { problemsOf, showProblems } from './developOverlay';
import { navigationFromNodes, NavigationCategory, NavigationDoc } from './navigation';

interface NodeModel {
  findAll<T>(args: { type: string }): Promise<{ entries: Iterable<T> }>;
}
export interface ResolverContext {
  nodeModel: NodeModel;
}

type DocumentNode = Parameters<typeof compileDocument>[0] & { internal: { contentFilePath?: string } };

/**
 * `gatsby develop`: a document that does not compile is shown in the error overlay of the open page, with its
 * file and line, until it compiles again; the query still fails, so the terminal reports it too.
 */
async function compileShowingErrors(
  node: DocumentNode,
  helpers: Parameters<typeof compileDocument>[1],
  data: Iterable<Node>,
) {
  const file = node.internal.contentFilePath ?? node.id;
  const show = (messages: string[]) =>
    showProblems(`document ${file}`, problemsOf(messages, file), (m) => void helpers.reporter.warn(m));
  try {
    const compiled = await compileDocument(node, helpers, data);
    show([]);
    return compiled;
  } catch (error) {
    show([(error as Error).message]);
    throw error;
  }
}

/** The site's types in SDL (frontmatter, fields, the API reference, the search index, site metadata). */
const TYPE_DEFS = `
    "A document (gatsby-plugin-mdx's node), typed: no inference over its bodies, which gatsby develop would otherwise repeat after every edit."
    type Mdx implements Node @dontInfer {
      "The MDX source without its frontmatter."
      body: String
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }

    "A document compiled once by gatsby-plugin-mdx's pipeline, as data its page renders (src/lib/mdxTree.ts)."
    type MdxDocument @dontInfer {
      "What the document renders: [type, props?, ...children] elements, strings and numbers."
      tree: JSON!
      "Its headings (h1-h3 at the top level), shaped as gatsby-plugin-mdx's tableOfContents."
      tableOfContents: JSON!
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
      "Every <ApiOperation id> and <ApiSchema name> the document renders."
      apiReferences: [MdxApiReference!]!
      "The components (capitalised JSX elements) the author wrote, in order of first use: they pick the page template (src/node/templateRegistry.ts)."
      components: [String!]!
      "Its code fences, in page order."
      fences: [MdxFence!]!
      "Its search sections: the introduction, then one per h2/h3 with the id the page gives the heading."
      searchSections: [MdxSearchSection!]!
      "What the author should fix in a document that still builds (unknown code language, missing file link, unknown admonition), with file and line."
      warnings: [String!]!
      "Lines of the file before the body (the frontmatter): a line of the body plus this is the file's line."
      lineOffset: Int!
      "A hash of the code that derived these fields (src/node/buildCodeVersion.ts): fields of another version are derived again."
      codeVersion: String!
    }

    type MdxApiReference @dontInfer {
      "operation or schema"
      kind: String!
      "The operationId or the schema name."
      id: String!
      "Line in the document's file."
      line: Int!
      "Request examples picked with examples=\\"a,b\\"."
      examples: [String!]!
    }

    type MdxFence @dontInfer {
      "The info string's first word as written (python, js{2-3}); empty when none."
      lang: String!
      "The rest of the info string (title=\\"…\\" …)."
      meta: String!
      code: String!
      "Line of the opening fence in the document's file."
      line: Int!
    }

    type MdxSearchSection @dontInfer {
      "The heading's id on the page; empty for the introduction."
      anchor: String!
      heading: String!
      "The prose a reader sees in the section, block by block."
      text: [String!]!
      "Words worth finding in its code."
      code: String!
      "The operations and schemas it renders (resolved into the index's api field when the index is built)."
      api: [MdxSectionApi!]!
    }

    type MdxSectionApi @dontInfer {
      "operation or schema"
      kind: String!
      id: String!
      "How many blocks of the section's text come before it."
      at: Int!
    }

    "A folder's _category_.json: its label, place and whether it starts collapsed."
    type DocCategory implements Node @dontInfer {
      "Folder under content/, e.g. concepts."
      dir: String!
      label: String
      position: Float
      collapsed: Boolean
    }

    "A data file of the content, content/data/NAME.json (the price list)."
    type ContentData implements Node @dontInfer {
      name: String!
      data: JSON!
    }

    "The search index the browser fetches the first time search opens (see docs/search.md)."
    type SearchIndex implements Node @dontInfer {
      "Its content-hashed URL, e.g. /search-index.0123456789ab.json."
      url: String!
      sections: Int!
      pages: Int!
    }

    "The OpenAPI definition of content/openapi/, merged into one document."
    type OpenApiDefinition implements Node @dontInfer {
      document: JSON!
      "The files it was read from, relative to the project."
      files: [String!]!
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
      unverified: Boolean!
      "Top-level property names."
      properties: [String!]!
      "Render data for <ApiSchema>."
      view: JSON!
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

    type SiteVersion @dontInfer {
      name: String!
      label: String!
    }
  `;

/**
 * The one place GraphQL types are declared. Frontmatter is typed (no inference), so a query can rely on
 * it and GraphiQL documents it; the navigation, the API reference and the search index are nodes of their
 * own so authors can see them in one query.
 */
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  const { actions, schema } = args;
  actions.createTypes(TYPE_DEFS);
  actions.createTypes([
    schema.buildObjectType({
      name: 'Mdx',
      interfaces: ['Node'],
      fields: {
        document: {
          type: 'MdxDocument!',
          description: 'The compiled document: its tree and table of contents. One compile per query.',
          async resolve(node: DocumentNode, _args: unknown, context: ResolverContext) {
            // Read through the node model, so that Gatsby knows the page's query depends on the data and runs
            // it again when content/data changes (gatsby develop).
            const data = importsData(node.body ?? '')
              ? (await context.nodeModel.findAll<Node>({ type: 'ContentData' })).entries
              : [];
            return isDevelop() ? compileShowingErrors(node, args, data) : compileDocument(node, args, data);
          },
        },
      },
    }),
    schema.buildObjectType({
      name: 'DocNavigation',
      description: 'The docs sidebar (tutorialSidebar), built from the documents and their folders when queried.',
      interfaces: ['Node'],
      extensions: { infer: false },
      fields: {
        name: 'String!',
        items: {
          // One JSON field rather than a GraphQL type a level: a query names every level it reads, so a tree
          // of any depth would need a fragment nested as deep. Its TypeScript type is SidebarItem[].
          type: 'JSON!',
          description:
            'The sidebar tree (src/lib/sidebar.ts, SidebarItem[]): links { type: "link", label, route, home } and categories { type: "category", label, dir, collapsed, items }.',
          async resolve(_source: unknown, _args: unknown, context: ResolverContext) {
            const [docs, categories] = await Promise.all([
              context.nodeModel.findAll<NavigationDoc>({ type: 'Mdx' }),
              context.nodeModel.findAll<NavigationCategory>({ type: 'DocCategory' }),
            ]);
            return navigationFromNodes(docs.entries, categories.entries);
          },
        },
      },
    }),
  ]);
};
