import fs from 'fs';
import path from 'path';
import type { Node } from 'gatsby';
import YAML from 'yaml';
import { siteConfig } from '../config/site';
import {
  buildLlmsFullTxt,
  buildLlmsTxt,
  buildRobotsTxt,
  buildSitemap,
  isSitemapRoute,
  llmsOrder,
  llmsSections,
  markdownLinkTargets,
  SitePageInfo,
} from '../lib/discoverability';
import { ComponentRenderer, containsJsx, markdownTwinPath, mdxToMarkdown } from '../lib/markdownTwin';
import { mergeOpenApi, OpenApiDocument, operationToMarkdown, schemaToMarkdown } from '../lib/openApiMarkdown';
import { routeFromContentPath } from '../lib/paths';
import type { SidebarItem } from '../lib/sidebar';
import { contentDir } from './contentDir';
import { contentRenderers } from './contentTwin';
import { displayPath } from './displayPath';

interface Reporter {
  info(message: string): void;
  warn(message: string): void;
  panicOnBuild(message: string): void;
}

interface MdxNode extends Node {
  frontmatter: { title: string; description?: string | null };
  fields: { route: string; lastUpdated?: string | null };
  internal: Node['internal'] & { contentFilePath: string };
}

/** The OpenAPI definition files in content/openapi/ merged into one document, or null when there are none. */
export function loadOpenApi(dir = path.join(contentDir, 'openapi')): OpenApiDocument | null {
  if (!fs.existsSync(dir)) return null;
  const docs: OpenApiDocument[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const abs = path.join(d, entry.name);
      if (entry.isDirectory()) walk(abs);
      else if (/\.(ya?ml|json)$/.test(entry.name)) {
        let doc: unknown;
        try {
          const text = fs.readFileSync(abs, 'utf8');
          doc = entry.name.endsWith('.json') ? JSON.parse(text) : YAML.parse(text);
        } catch (e) {
          // The API reference's own build step reports a broken definition; the twins just go without it.
          console.warn(`warn Markdown twins: could not read ${displayPath(abs)}: ${(e as Error).message}`);
          continue;
        }
        if (doc && typeof doc === 'object' && ('paths' in doc || 'components' in doc)) docs.push(doc as OpenApiDocument);
      }
    }
  };
  walk(dir);
  return docs.length ? mergeOpenApi(docs) : null;
}

/** <ApiOperation id> and <ApiSchema name> rendered from the definition as Markdown tables. */
export function apiRenderers(definition: OpenApiDocument | null, warn: (m: string) => void, file: string): Record<string, ComponentRenderer> {
  return {
    ApiOperation: (props) => {
      const id = typeof props.id === 'string' ? props.id : typeof props.operationId === 'string' ? props.operationId : '';
      const nodes = definition ? operationToMarkdown(definition, id) : null;
      if (!nodes) warn(`Markdown twin of ${file}: no operation "${id}" in content/openapi/`);
      return nodes;
    },
    ApiSchema: (props) => {
      const name = typeof props.name === 'string' ? props.name : typeof props.id === 'string' ? props.id : '';
      const nodes = definition ? schemaToMarkdown(definition, name) : null;
      if (!nodes) warn(`Markdown twin of ${file}: no schema "${name}" in content/openapi/`);
      return nodes;
    },
  };
}

/** The build's rule for links to content files (remarkFileLinks), for the twins. */
function fileLinkResolver(from: string) {
  return (url: string): string | null => {
    const match = /^([^:?#]+\.mdx?)(#.*)?$/.exec(url);
    if (!match) return null;
    const [, target, hash = ''] = match;
    const base = target.startsWith('/') ? contentDir : path.dirname(from);
    const abs = path.resolve(base, target.replace(/^\//, ''));
    return fs.existsSync(abs) ? routeFromContentPath(path.relative(contentDir, abs)) + hash : null;
  };
}

function write(publicDir: string, urlPath: string, content: string) {
  const file = path.join(publicDir, urlPath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Writes the Markdown twin of every document, sitemap.xml, robots.txt, llms.txt and llms-full.txt into
 * public/, then checks its own output: each twin starts with its title and holds no JSX, and every link
 * of llms.txt reaches a file that was written. Any failure fails the build.
 */
export function writeDiscoverabilityFiles({
  getNodesByType,
  reporter,
  publicDir = path.resolve('public'),
  openApiDir,
}: {
  getNodesByType: (type: string) => Node[];
  reporter: Reporter;
  publicDir?: string;
  /** Where the OpenAPI definition lives; content/openapi/ by default. */
  openApiDir?: string;
}) {
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const docs = getNodesByType('Mdx') as MdxNode[];
  const definition = loadOpenApi(openApiDir);
  const pages = new Map<string, SitePageInfo>();
  const twins = new Map<string, string>();

  for (const doc of docs) {
    const file = doc.internal.contentFilePath;
    const shown = displayPath(file);
    const { route, lastUpdated } = doc.fields;
    const { title, description } = doc.frontmatter;
    pages.set(route, { route, title, description, lastUpdated });
    let twin: string;
    try {
      twin = mdxToMarkdown(fs.readFileSync(file, 'utf8'), {
        title,
        description,
        siteUrl,
        resolveFileLink: fileLinkResolver(file),
        components: { ...contentRenderers(siteUrl, (m) => reporter.warn(`Markdown twin of ${shown}: ${m}`)), ...apiRenderers(definition, (m) => reporter.warn(m), shown) },
        warn: (m) => reporter.warn(`Markdown twin of ${shown}: ${m}`),
      });
    } catch (e) {
      reporter.panicOnBuild(`Could not write the Markdown twin of ${shown}: ${(e as Error).message}`);
      continue;
    }
    if (!twin.startsWith(`# ${title}\n`) || containsJsx(twin)) {
      reporter.panicOnBuild(`The Markdown twin of ${shown} does not start with its title or still holds JSX; fix the converter in src/lib/markdownTwin.ts`);
      continue;
    }
    twins.set(route, twin);
    write(publicDir, markdownTwinPath(route), twin);
  }

  const sitePages = getNodesByType('SitePage')
    .map((n) => (n as unknown as { path: string }).path)
    .filter(isSitemapRoute)
    .map((p) => (p.length > 1 ? p.replace(/\/+$/, '') : p));
  const sitemapPages = [...new Set(sitePages)].map((route) => ({ route, lastUpdated: pages.get(route)?.lastUpdated }));
  write(publicDir, '/sitemap.xml', buildSitemap(siteUrl, sitemapPages));
  write(publicDir, '/robots.txt', buildRobotsTxt(siteUrl));

  const navigation = getNodesByType('DocNavigation')[0] as unknown as { tree: SidebarItem[] } | undefined;
  const sections = llmsSections(navigation?.tree || [], [...pages.keys()]);
  const summary = siteConfig.tagline;
  const llms = buildLlmsTxt({ siteUrl, title: siteConfig.title, summary, sections, pages });
  write(publicDir, '/llms.txt', llms);
  write(publicDir, '/llms-full.txt', buildLlmsFullTxt({ siteUrl, title: siteConfig.title, summary, order: llmsOrder(sections), twins }));

  const unresolved = markdownLinkTargets(llms).filter((url) => {
    if (!url.startsWith(`${siteUrl}/`)) return true;
    const file = path.join(publicDir, decodeURI(url.slice(siteUrl.length)));
    return !fs.existsSync(file) || !fs.statSync(file).isFile();
  });
  if (unresolved.length) reporter.panicOnBuild(`llms.txt links to files that were not written:\n  ${unresolved.join('\n  ')}`);
  reporter.info(`Discoverability: ${twins.size} Markdown twins, sitemap.xml (${sitemapPages.length} routes), robots.txt, llms.txt, llms-full.txt`);
}
