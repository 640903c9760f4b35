import { visit, SKIP } from 'unist-util-visit';
import { splitLatinRuns } from '../../lib/bidi';
import { jsxText } from './mdxJsx';

interface TextNode {
  type: 'text';
  value: string;
}

/**
 * Wraps runs of Latin script inside Persian text in <bdi>, so «از API (نسخه v1) استفاده کنید.» keeps its
 * parentheses and full stop where the author put them. Links, headings and emphasis are handled alike; code
 * is already an LTR island of its own.
 */
export function remarkIsolateLatin() {
  return (tree: unknown) => {
    visit(
      tree as never,
      'text',
      (node: TextNode, index: number | undefined, parent: { type: string; children: unknown[] } | undefined) => {
        if (!parent || index === undefined) return;
        const parts = splitLatinRuns(node.value);
        if (parts.length === 1 && !parts[0].latin) return;
        // A whole text node in Latin script (for instance a link label): isolate it only inside Persian.
        if (parts.length === 1 && !/[\u0600-\u06FF]/.test(siblingText(parent))) return;
        const replacement = parts.map((p) =>
          p.latin ? jsxText('bdi', {}, [{ type: 'text', value: p.text }]) : { type: 'text', value: p.text },
        );
        parent.children.splice(index, 1, ...replacement);
        return [SKIP, index + replacement.length];
      },
    );
  };
}

function siblingText(parent: { children: unknown[] }): string {
  return parent.children.map((c) => (c as { value?: string }).value || '').join('');
}
