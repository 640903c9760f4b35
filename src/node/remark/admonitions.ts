import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { ADMONITION_KINDS as KINDS } from '../../lib/documentModel';
import { jsxFlow } from './mdxJsx';

interface DirectiveNode {
  type: 'containerDirective' | 'leafDirective' | 'textDirective';
  name: string;
  attributes?: Record<string, string>;
  children: Array<{ type: string; data?: { directiveLabel?: boolean }; children?: unknown[] }>;
  position?: { start: { line: number } };
}

function plainText(node: DirectiveNode): unknown[] {
  const marker = node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
  return [{ type: 'text', value: marker + node.name }, ...node.children];
}

/**
 * `:::tip[عنوان]` … `:::` becomes <Admonition type="tip" title="عنوان">. remark-directive also reads
 * `word:word` in prose as a text directive; anything that is not an admonition is turned back into the
 * text the author wrote, so a colon in a sentence can never swallow a word.
 */
export function remarkAdmonitions() {
  return (tree: unknown) => {
    visit(
      tree as never,
      (node: DirectiveNode, index: number | undefined, parent: { children: unknown[] } | undefined) => {
        if (!parent || index === undefined) return;
        if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective')
          return;
        const kind = node.type === 'containerDirective' ? KINDS[node.name] : undefined;
        if (!kind) {
          if (node.type === 'containerDirective') {
            // Unknown kinds are reported while sourcing (src/node/documentChecks.ts); the content stays.
            parent.children.splice(index, 1, ...node.children);
          } else if (node.type === 'leafDirective') {
            parent.children[index] = { type: 'paragraph', children: plainText(node) };
          } else {
            parent.children.splice(index, 1, ...plainText(node));
          }
          return index;
        }
        const [first, ...rest] = node.children;
        let title: string | undefined;
        let body = node.children;
        if (first && first.data?.directiveLabel) {
          title = toString(first, { includeImageAlt: false });
          body = rest;
        }
        parent.children[index] = jsxFlow('Admonition', { type: kind, title }, body);
        return index + 1;
      },
    );
  };
}
