import { visit } from 'unist-util-visit';
import { getDefinition, hasDefinition } from '../openApiDefinition';
import { listOperations } from '../../lib/openapi/refs';

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
}

function attribute(node: JsxNode, name: string): string | undefined {
  const a = node.attributes?.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}

/**
 * Puts a heading with the operation's Persian summary before each <ApiOperation id>, so every operation
 * has an anchor and an entry in the table of contents, worded as the definition words it. `level="3"`
 * nests it under a section; `heading="none"` leaves the heading to the author. Unknown ids are left alone
 * here: createPages fails the build for them with the file and line.
 */
export function remarkApiHeadings() {
  return (tree: unknown) => {
    let summaries = new Map<string, string>();
    try {
      if (hasDefinition())
        summaries = new Map(listOperations(getDefinition()).map((e) => [e.id, e.operation.summary ?? e.id]));
    } catch {
      // A broken definition is reported by sourceNodes; the pages just go without headings.
    }
    visit(
      tree as never,
      'mdxJsxFlowElement',
      (node: JsxNode, index: number | undefined, parent: { children: unknown[] } | undefined) => {
        if (node.name !== 'ApiOperation' || !parent || index === undefined) return;
        if (attribute(node, 'heading') === 'none') return;
        const summary = summaries.get(attribute(node, 'id') ?? '');
        if (!summary) return;
        const depth = Math.min(Math.max(Number(attribute(node, 'level') ?? 2) || 2, 2), 4);
        parent.children.splice(index, 0, { type: 'heading', depth, children: [{ type: 'text', value: summary }] });
        return index + 2;
      },
    );
  };
}
