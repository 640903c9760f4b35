import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import type { GatsbyNode } from 'gatsby';
import GithubSlugger from 'github-slugger';
import { parse } from 'yaml';
import { routeFromContentPath } from '../lib/paths';
import { planShardedIndex, SHARD_FOLDER } from '../lib/search/shardWriter';
import type { SearchSection } from '../lib/search/options';
import { OperationInfo, SchemaInfo, sectionsFromMdx } from '../lib/search/sections';
import { contentDir } from './contentDir';
import { displayPath } from './displayPath';

/**
 * Build step: the full-text search index. Every document of content/ is split into its introduction and
 * h2/h3 sections (ids as gatsby-remark-autolink-headers gives them), API operations of content/openapi/ are
 * added where `<ApiOperation id>` renders them, and the serialised MiniSearch index is written to
 * public/search-index.<content hash>.json. Its URL reaches the browser through the `searchIndex` node
 * (`{ searchIndex { url } }`), read by the search button with a static query; the dialog fetches it the
 * first time search is opened.
 */

export const SEARCH_INDEX_PREFIX = 'search-index.';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'];

function walk(dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const abs = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('.') || entry.name === 'node_modules' ? [] : walk(abs, keep);
    return keep(entry.name) ? [abs] : [];
  });
}

interface OpenApiSchema {
  description?: string;
  properties?: Record<string, { description?: string }>;
}

export interface ApiDefinitions {
  operations: Map<string, OperationInfo>;
  schemas: Map<string, SchemaInfo>;
}

/** Operations (by operationId) and schemas (by name) of every OpenAPI definition under content/openapi (none is fine). */
export function readApiDefinitions(openapiDir: string, warn: (message: string) => void = () => undefined): ApiDefinitions {
  const operations = new Map<string, OperationInfo>();
  const schemas = new Map<string, SchemaInfo>();
  for (const file of walk(openapiDir, (n) => /\.(ya?ml|json)$/.test(n))) {
    let doc: {
      paths?: Record<string, Record<string, { operationId?: string; summary?: string; description?: string }>>;
      components?: { schemas?: Record<string, OpenApiSchema> };
    };
    try {
      doc = parse(fs.readFileSync(file, 'utf8'));
    } catch (e) {
      warn(`Search index: could not read ${displayPath(file)} (${(e as Error).message.split('\n')[0]}); its operations are not searchable.`);
      continue;
    }
    for (const [opPath, item] of Object.entries(doc?.paths ?? {})) {
      for (const method of HTTP_METHODS) {
        const op = item?.[method];
        if (op?.operationId) {
          operations.set(op.operationId, { operationId: op.operationId, method, path: opPath, summary: op.summary, description: op.description });
        }
      }
    }
    for (const [name, schema] of Object.entries(doc?.components?.schemas ?? {})) {
      const props = Object.entries(schema?.properties ?? {}).map(([prop, value]) => `${prop} ${value?.description ?? ''}`.trim());
      schemas.set(name, { name, text: [schema?.description ?? '', ...props].join(' ').trim() });
    }
  }
  return { operations, schemas };
}

/** Every section of every document under `dir`. */
export function collectSections(dir: string, { operations, schemas }: ApiDefinitions): SearchSection[] {
  return walk(dir, (n) => n.endsWith('.mdx'))
    .sort()
    .flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(source);
      let front: { title?: unknown; description?: unknown } = {};
      try {
        front = (block && parse(block[1])) || {};
      } catch {
        // The preflight step reports broken frontmatter; nothing to add here.
      }
      if (typeof front.title !== 'string') return [];
      const route = routeFromContentPath(path.relative(dir, file));
      const slugger = new GithubSlugger();
      return sectionsFromMdx(
        source,
        { route, title: front.title, description: typeof front.description === 'string' ? front.description : null },
        { slug: (text) => slugger.slug(text), operations, schemas },
      );
    });
}

export interface WrittenIndex {
  url: string;
  file: string;
  bytes: number;
  sections: number;
  pages: number;
}

/** Builds the index and writes it as a content-hashed file into `publicDir`, removing older ones. */
export function writeSearchIndex(dir: string, publicDir: string, warn?: (message: string) => void): WrittenIndex {
  // Two files with one route are the route guard's to report (createPages); here the first one wins.
  const seen = new Set<string>();
  const sections = collectSections(dir, readApiDefinitions(path.join(dir, 'openapi'), warn)).filter((s) => !seen.has(s.id) && seen.add(s.id));
  // The sharded index (src/lib/search/shardWriter.ts): the entry file, its shards in search-index/<hash>/.
  const plan = planShardedIndex(sections, (text) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12));
  const name = plan.entryName;
  fs.mkdirSync(publicDir, { recursive: true });
  for (const old of fs.readdirSync(publicDir)) {
    if (old.startsWith(SEARCH_INDEX_PREFIX) && old.endsWith('.json') && old !== name) fs.rmSync(path.join(publicDir, old));
  }
  fs.rmSync(path.join(publicDir, SHARD_FOLDER), { recursive: true, force: true });
  for (const f of plan.files) {
    fs.mkdirSync(path.dirname(path.join(publicDir, f.path)), { recursive: true });
    fs.writeFileSync(path.join(publicDir, f.path), f.text);
  }
  const file = path.join(publicDir, name);
  return { url: `/${name}`, file, bytes: plan.stats.bytes, sections: sections.length, pages: new Set(sections.map((s) => s.route)).size };
}

/** Creates the `searchIndex` node (url, sections, pages; types inferred) after writing the file. */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, createNodeId, createContentDigest, reporter }) => {
  const written = writeSearchIndex(contentDir, path.resolve('public'), (m) => reporter.warn(m));
  reporter.info(`Search index: ${written.pages} pages, ${written.sections} sections, ${(written.bytes / 1024).toFixed(1)} KiB → ${written.url}`);
  const data = { url: written.url, sections: written.sections, pages: written.pages };
  actions.createNode({
    ...data,
    id: createNodeId('metis-search-index'),
    internal: { type: 'SearchIndex', contentDigest: createContentDigest(data) },
  });
};
