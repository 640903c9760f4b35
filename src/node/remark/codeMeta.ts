import { visit } from 'unist-util-visit';
import { isKnownCodeLanguage, parseFenceMeta } from '../../lib/codeLanguages';
import { jsxFlow } from './mdxJsx';

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: { start: { line: number } };
}

/**
 * Prepares fenced code for gatsby-remark-prismjs, which runs after this: reads Docusaurus-style meta
 * (`title="…"`, `{1,3-5}`), renders languages Prism does not have as plain text,
 * and wraps every fence in <CodeBlock> so it gets its title, its LTR island and its copy button.
 */
export function remarkCodeMeta() {
  return (tree: unknown) => {
    visit(
      tree as never,
      'code',
      (node: CodeNode, index: number | undefined, parent: { children: unknown[] } | undefined) => {
        if (!parent || index === undefined) return;
        const { language, title, highlight } = parseFenceMeta(node.lang, node.meta);
        // An unknown language is reported while sourcing (src/node/documentChecks.ts) and shown as plain text.
        const lang = language && isKnownCodeLanguage(language) ? language : 'plaintext';
        node.lang = highlight ? `${lang}{${highlight}}` : lang;
        node.meta = null;
        parent.children[index] = jsxFlow('CodeBlock', { title, language: language || undefined }, [node]);
        // Skip the wrapper we just made so the fence is not visited twice.
        return index + 1;
      },
    );
  };
}
