import type { SectionDraft } from '../documentModel';
import type { SearchSection } from './options';

/**
 * A document's search sections as the index stores them: the drafts its tree gave (src/lib/documentModel.ts,
 * stored on its node by onCreateNode: the introduction, then one per h2/h3 with the id its page gives the
 * heading), with the page's title and description, and each `<ApiOperation id>` and `<ApiSchema name>`
 * resolved through `operations` and `schemas` into the `api` field.
 */

export interface PageInfo {
  route: string;
  title: string;
  description?: string | null;
}

export interface OperationInfo {
  method: string;
  path: string;
  summary?: string;
  description?: string;
  operationId: string;
}

export interface SchemaInfo {
  name: string;
  /** Property names and their descriptions, as searchable text. */
  text: string;
}

export interface SectionOptions {
  operations?: Map<string, OperationInfo>;
  schemas?: Map<string, SchemaInfo>;
  /** Stored prose per section is cut here (characters), to keep the index small. */
  maxStoredText?: number;
}

/** `/concepts/contentWriter` → `contentWriter content writer`; `/` → ''. */
export function routeWords(route: string): string {
  const last = route.split('/').filter(Boolean).pop() ?? '';
  const split = last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[-_.]+/g, ' ');
  return split === last ? last : `${last} ${split}`;
}

function operationText(op: OperationInfo): string {
  return [op.method.toUpperCase(), op.path, op.summary, op.operationId].filter(Boolean).join(' ');
}

export function searchSections(drafts: SectionDraft[], page: PageInfo, options: SectionOptions = {}): SearchSection[] {
  const { operations, schemas, maxStoredText = 320 } = options;
  return drafts.map((d, i) => {
    const api: string[] = [];
    const text = [...d.text];
    // An operation's description is prose the page shows where the operation is: after the blocks before it.
    for (const use of [...d.api].reverse()) {
      if (use.kind === 'schema') {
        const schema = schemas?.get(use.id);
        if (schema) api.unshift(`${schema.name} ${schema.text}`.trim());
      } else {
        const op = operations?.get(use.id);
        if (op) api.unshift(operationText(op));
        if (op?.description) text.splice(use.at, 0, op.description);
      }
    }
    const prose = [i === 0 ? (page.description ?? '') : '', ...text].join(' ').replace(/\s+/g, ' ').trim();
    return {
      id: d.anchor ? `${page.route}#${d.anchor}` : page.route,
      route: page.route,
      anchor: d.anchor,
      pageTitle: page.title,
      heading: d.heading,
      // The route's last segment is an English name readers type too (`embedding`, `wrapper`, `contentWriter`).
      title: d.anchor ? '' : `${page.title} ${routeWords(page.route)}`.trim(),
      text: prose,
      excerpt:
        prose.length > maxStoredText
          ? prose.slice(0, prose.lastIndexOf(' ', maxStoredText) + 1 || maxStoredText).trim()
          : prose,
      api: api.join(' · '),
      code: d.code,
    };
  });
}
