/** @jest-environment node */
/**
 * The documents against the OpenAPI definition: every operation is rendered on the page of its area, so
 * no part of the API goes undocumented. (References to operations that do not exist fail the build.)
 */
import { listOperations } from '../../src/lib/openapi/refs';
import { routeFromContentPath } from '../../src/lib/paths';
import { contentDir } from '../../src/node/contentDir';
import { readContentDocuments } from '../../src/node/contentFiles';
import { bodyOf, documentModel } from '../../src/node/documentModel';
import { getDefinition } from '../../src/node/openApiDefinition';

it('every operation is rendered on at least one page, and every page of an area renders its own operations', () => {
  const doc = getDefinition();
  const used = new Map<string, string[]>();
  for (const { file, absolutePath, source } of readContentDocuments(contentDir)) {
    for (const u of documentModel({ body: bodyOf(source), raw: source, file: absolutePath, contentDir }).apiReferences)
      if (u.kind === 'operation') used.set(u.id, [...(used.get(u.id) ?? []), routeFromContentPath(file)]);
  }
  const missing = listOperations(doc).flatMap((entry) => {
    const pages = (entry.operation.tags ?? []).map((t) => doc.tags?.find((x) => x.name === t)?.['x-page']);
    return pages
      .filter((page) => !page || !used.get(entry.id)?.includes(page))
      .map((page) => `${entry.id} is not rendered on ${page ?? 'its area page'}`);
  });
  expect(missing).toEqual([]);
});
