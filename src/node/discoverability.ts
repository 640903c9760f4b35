import fs from 'fs';
import path from 'path';
import type { Node } from 'gatsby';
import { parseMdx } from '../lib/mdxSyntax';
import { siteConfig } from '../config/site';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildRobotsTxt,
  buildSitemap,
  isSitemapRoute,
  llmsSections,
  markdownLinkTargets,
  SitePageInfo,
} from '../lib/discoverability';
import { contentTwinRenderers } from '../lib/contentTwin';
import { ComponentRenderer, containsJsx, markdownTwinPath, mdxToMarkdown } from '../lib/markdownTwin';
import { operationToMarkdown, schemaToMarkdown } from '../lib/openApiMarkdown';
import type { PricingData } from '../lib/pricing';
import { selectForArea } from '../lib/openapi/select';
import { areaOfRoute } from '../lib/openapi/view';
import { definitionFromNodes, type OpenApiOperationNode, type OpenApiSchemaNode } from './apiReference';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';
import { navigationFromNodes, NavigationCategory, NavigationDoc } from './navigation';
import { builtRoutes } from './builtPages';
import { resolveFileLink } from './remark/fileLinks';

interface Reporter {
  info(message: string): void;
  warn(message: string): void;
  panicOnBuild(message: string): void;
}

interface MdxNode extends Node, NavigationDoc {
  body: string;
  frontmatter: NavigationDoc['frontmatter'] & { description?: string | null };
  fields: NavigationDoc['fields'] & { lastUpdated?: string | null };
  internal: Node['internal'] & { contentFilePath: string };
}

type GetNodesByType = (type: string) => Node[];

/** The definition's operations, schemas and document, read from the nodes once for every twin. */
export function apiLookup(getNodesByType: GetNodesByType) {
  return {
    operations: new Map(
      (getNodesByType('OpenApiOperation') as OpenApiOperationNode[]).map((n) => [n.operationId, n.viewData]),
    ),
    schemas: new Map((getNodesByType('OpenApiSchema') as OpenApiSchemaNode[]).map((n) => [n.name, n.view])),
    definition: definitionFromNodes(getNodesByType),
  };
}

/**
 * <ApiOperation id> and <ApiSchema name> as Markdown, from the OpenApiOperation and OpenApiSchema nodes. An
 * operation keeps the examples its page shows (those of the page's area, or the `examples` it names), as
 * the page's own query does, so the twin holds exactly the page's samples.
 */
export function apiRenderers(
  api: ReturnType<typeof apiLookup>,
  warn: (m: string) => void,
  file: string,
  route: string,
): Record<string, ComponentRenderer> {
  const { operations, schemas, definition } = api;
  const area = definition ? (areaOfRoute(definition, route) ?? null) : null;
  return {
    ApiOperation: (props) => {
      const id = String(props.id ?? '');
      const view = operations.get(id);
      if (!view) warn(`Markdown twin of ${file}: no operation "${id}" in content/openapi/`);
      const keys = String(props.examples ?? '')
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean);
      return view ? operationToMarkdown(selectForArea(view, area, keys.length ? keys : undefined)) : null;
    },
    ApiSchema: (props) => {
      const name = String(props.name ?? '');
      const view = schemas.get(name);
      if (!view) warn(`Markdown twin of ${file}: no schema "${name}" in content/openapi/`);
      return view ? schemaToMarkdown(view) : null;
    },
  };
}

/**
 * The Markdown twin of every document, sitemap.xml, robots.txt, llms.txt and llms-full.txt, all from nodes
 * (each document's body, the API reference, the navigation, the pages): `files` maps each URL path
 * (`/api/session.md`, `/llms.txt`…) to its text. A twin that does not start with its title or still holds
 * JSX is reported through `panicOnBuild` and left out.
 */
export function discoverabilityFiles({
  getNodesByType,
  reporter,
}: {
  getNodesByType: GetNodesByType;
  reporter: Reporter;
}) {
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const docs = getNodesByType('Mdx') as MdxNode[];
  const documentFiles = new Set(docs.map((d) => d.internal.contentFilePath));
  const pages = new Map<string, SitePageInfo>();
  const twins = new Map<string, string>();
  const files = new Map<string, string>();
  // Read from the nodes once, not once per document (500 documents read the definition 500 times).
  const api = apiLookup(getNodesByType);
  // The price list pages import (`./data/pricing.json` beside content/pricing.mdx), from its ContentData node.
  const pricing = (getNodesByType('ContentData') as Array<Node & { name: string; data: unknown }>).find(
    (n) => n.name === 'pricing',
  )?.data as PricingData | undefined;

  for (const doc of docs) {
    const file = doc.internal.contentFilePath;
    const shown = displayPath(file);
    const { route, lastUpdated } = doc.fields;
    const { title, description } = doc.frontmatter;
    pages.set(route, { route, title, description, lastUpdated });
    const warn = (m: string) => reporter.warn(`Markdown twin of ${shown}: ${m}`);
    let twin: string;
    try {
      twin = mdxToMarkdown(parseMdx(doc.body), {
        title,
        description,
        siteUrl,
        resolveFileLink: (url) => resolveFileLink(url, file, contentDir, (abs) => documentFiles.has(abs)),
        components: {
          ...contentTwinRenderers({ pricing: pricing ?? null, siteUrl, site: siteConfig, warn }),
          ...apiRenderers(api, (m) => reporter.warn(m), shown, route),
        },
        warn,
      });
    } catch (e) {
      reporter.panicOnBuild(`Could not write the Markdown twin of ${shown}: ${(e as Error).message}`);
      continue;
    }
    if (!twin.startsWith(`# ${title}\n`) || containsJsx(twin)) {
      reporter.panicOnBuild(
        `The Markdown twin of ${shown} does not start with its title or still holds JSX; fix the converter in src/lib/markdownTwin.ts`,
      );
      continue;
    }
    twins.set(route, twin);
    files.set(markdownTwinPath(route), twin);
  }

  const sitePages = builtRoutes(getNodesByType)
    .filter(isSitemapRoute)
    .map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p));
  const sitemapPages = [...new Set(sitePages)].map((route) => ({ route, lastUpdated: pages.get(route)?.lastUpdated }));
  files.set('/sitemap.xml', buildSitemap(siteUrl, sitemapPages));
  files.set('/robots.txt', buildRobotsTxt(siteUrl));

  const tree = navigationFromNodes(docs, getNodesByType('DocCategory') as unknown as NavigationCategory[]);
  const sections = llmsSections(tree, [...pages.keys()]);
  const summary = siteConfig.tagline;
  const llms = buildLlmsTxt({ siteUrl, title: siteConfig.title, summary, sections, pages });
  files.set('/llms.txt', llms);
  files.set(
    '/llms-full.txt',
    buildLlmsFullTxt({ siteUrl, title: siteConfig.title, summary, order: sections.flatMap((s) => s.routes), twins }),
  );
  return { files, twins: twins.size, sitemapRoutes: sitemapPages.length, llms };
}

/**
 * Writes the files of discoverabilityFiles into public/, then checks its own output: every link of
 * llms.txt reaches a file that was written. Any failure fails the build.
 */
export function writeDiscoverabilityFiles({
  getNodesByType,
  reporter,
  publicDir = path.resolve('public'),
}: {
  getNodesByType: GetNodesByType;
  reporter: Reporter;
  publicDir?: string;
}) {
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const made = discoverabilityFiles({ getNodesByType, reporter });
  for (const [urlPath, text] of made.files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, urlPath)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, urlPath), text);
  }

  const unresolved = markdownLinkTargets(made.llms).filter((url) => {
    if (!url.startsWith(`${siteUrl}/`)) return true;
    const file = path.join(publicDir, decodeURI(url.slice(siteUrl.length)));
    return !fs.existsSync(file) || !fs.statSync(file).isFile();
  });
  if (unresolved.length)
    reporter.panicOnBuild(`llms.txt links to files that were not written:\n  ${unresolved.join('\n  ')}`);
  reporter.info(
    `Discoverability: ${made.twins} Markdown twins, sitemap.xml (${made.sitemapRoutes} routes), robots.txt, llms.txt, llms-full.txt`,
  );
}
