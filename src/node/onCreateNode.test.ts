/** @jest-environment node */
import path from 'path';
import type { Node } from 'gatsby';
import { contentDir } from './contentDir';
import { onCreateNode } from './onCreateNode';

type Args = Parameters<NonNullable<typeof onCreateNode>>[0];

/** A File node of the content as gatsby-source-filesystem makes it, and what onCreateNode creates from it. */
async function childrenOf(id: string, relativePath: string, text: string) {
  const node = {
    id,
    internal: { type: 'File' },
    absolutePath: path.join(contentDir, relativePath),
    relativePath,
    base: path.basename(relativePath),
    relativeDirectory: path.dirname(relativePath) === '.' ? '' : path.dirname(relativePath),
  } as unknown as Node;
  const created: Array<Node & Record<string, unknown>> = [];
  const args = {
    node,
    actions: { createNode: (n: Node) => created.push(n), createParentChildLink: () => undefined },
    createNodeId: (seed: string) => `id(${seed})`,
    createContentDigest: (data: unknown) => JSON.stringify(data).length.toString(),
    loadNodeContent: async () => text,
    reporter: { panicOnBuild: (m: string) => Promise.reject(new Error(m)) },
  } as unknown as Args;
  await onCreateNode!(args, {} as never, () => undefined);
  return created;
}

it('makes the terms list, data files and category files nodes, each child with an id of its own File node', async () => {
  const [terms] = await childrenOf('file-1', 'terms.json', '{"terms":[]}');
  expect(terms).toMatchObject({
    name: 'terms',
    data: { terms: [] },
    parent: 'file-1',
    internal: { type: 'ContentData' },
  });
  const [category] = await childrenOf('file-2', 'api/_category_.json', '{"label":"مرجع API","position":4}');
  expect(category).toMatchObject({
    dir: 'api',
    label: 'مرجع API',
    position: 4,
    collapsed: null,
    parent: 'file-2',
    internal: { type: 'DocCategory' },
  });

  // The same file of another content folder (DOCS_CONTENT_DIR changed between builds) is another File node:
  // its child must not share the old child's id, or deleting the old File node would delete it too.
  const [again] = await childrenOf('file-3', 'terms.json', '{"terms":[]}');
  expect(again.id).not.toBe(terms.id);
});
