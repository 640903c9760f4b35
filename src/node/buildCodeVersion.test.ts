/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { buildCodeVersion } from './buildCodeVersion';

it('changes when field code changes, not when a test or another folder does', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'metis-code-version-'));
  try {
    fs.mkdirSync(path.join(root, 'src/node'), { recursive: true });
    fs.mkdirSync(path.join(root, 'src/components'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src/node/model.ts'), 'export const a = 1;\n');
    const first = buildCodeVersion(root, ['src/node']);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    fs.writeFileSync(path.join(root, 'src/node/model.test.ts'), 'it("x", () => {});\n');
    fs.writeFileSync(path.join(root, 'src/components/View.tsx'), 'export const v = 1;\n');
    expect(buildCodeVersion(root, ['src/node'])).toBe(first);
    fs.writeFileSync(path.join(root, 'src/node/model.ts'), 'export const a = 2;\n');
    expect(buildCodeVersion(root, ['src/node'])).not.toBe(first);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
