import path from 'path';
import { visit } from 'unist-util-visit';

interface Options {
  /** Component name → folder under `componentsDir` that exports it (src/components/MDXComponents/pageComponents). */
  components: Readonly<Record<string, string>>;
  componentsDir: string;
}

interface EsmNode {
  type: 'mdxjsEsm';
  value: string;
  data?: { estree?: { body?: Array<{ type: string; specifiers?: Array<{ local?: { name?: string } }> }> } };
}

const identifier = (name: string) => ({ type: 'Identifier', name });

/**
 * Adds `import { Name } from '<componentsDir>/<Folder>'` for each page component a document uses and does
 * not import itself. The estree is built here rather than parsed, so MDX's compiler gets the same tree an
 * author's own import statement would give it.
 */
export function remarkImportComponents({ components, componentsDir }: Options) {
  return (tree: { children: unknown[] }) => {
    const used = new Set<string>();
    const imported = new Set<string>();
    visit(tree as never, (node: { type: string; name?: string | null }) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && Object.hasOwn(components, node.name)) {
        used.add(node.name);
      }
      if (node.type === 'mdxjsEsm') {
        for (const statement of (node as EsmNode).data?.estree?.body ?? []) {
          for (const s of statement.specifiers ?? []) if (s.local?.name) imported.add(s.local.name);
        }
      }
    });
    const byModule = new Map<string, string[]>();
    for (const name of [...used].sort()) {
      if (imported.has(name)) continue;
      const source = path.join(componentsDir, components[name]).split(path.sep).join('/');
      byModule.set(source, [...(byModule.get(source) ?? []), name]);
    }
    const nodes: EsmNode[] = [...byModule].map(([source, names]) => ({
      type: 'mdxjsEsm',
      value: `import { ${names.join(', ')} } from ${JSON.stringify(source)};`,
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [
            {
              type: 'ImportDeclaration',
              specifiers: names.map((n) => ({ type: 'ImportSpecifier', imported: identifier(n), local: identifier(n) })),
              source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
            },
          ],
        } as never,
      },
    }));
    tree.children.unshift(...nodes);
  };
}
