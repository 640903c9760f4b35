/** @jest-environment node */
import type { Node } from 'gatsby';
import { currentBuildCodeVersion } from './buildCodeVersion';
import { refreshStaleDocuments } from './onCreateNode';

function mdx(id: string, codeVersion?: string): Node {
  return {
    id,
    body: '## عنوان\n\nمتن.\n',
    fields: codeVersion ? { codeVersion } : {},
    internal: {
      type: 'Mdx',
      contentDigest: id,
      owner: 'gatsby-plugin-mdx',
      contentFilePath: `${process.cwd()}/content/${id}.mdx`,
    },
    children: [],
  } as unknown as Node;
}

it('derives again the fields of documents made by other field code, and leaves current ones alone', async () => {
  const nodes = [mdx('old', 'not-this-code'), mdx('none'), mdx('current', currentBuildCodeVersion())];
  const createNodeField = jest.fn();
  const refreshed = await refreshStaleDocuments({
    actions: { createNodeField } as never,
    reporter: { warn: jest.fn() } as never,
    getNode: () => undefined,
    loadNodeContent: () => Promise.resolve(''),
    getNodesByType: () => nodes,
  });
  expect(refreshed).toBe(2);
  const touched = new Set(createNodeField.mock.calls.map(([{ node }]: [{ node: Node }]) => node.id));
  expect([...touched].sort()).toEqual(['none', 'old']);
  const fieldsOf = (id: string) =>
    Object.fromEntries(
      createNodeField.mock.calls
        .filter(([a]: [{ node: Node }]) => a.node.id === id)
        .map(([a]: [{ name: string; value: unknown }]) => [a.name, a.value]),
    );
  expect(fieldsOf('old')).toMatchObject({
    route: '/old',
    codeVersion: currentBuildCodeVersion(),
    searchSections: expect.arrayContaining([expect.objectContaining({ anchor: 'عنوان', text: ['متن.'] })]),
  });
});
