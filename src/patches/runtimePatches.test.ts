import fs from 'fs';
import path from 'path';
import * as chunkReloadGuard from './chunkReloadGuard';
import { expectSource } from './gatsbySource';
import * as hoverPrefetchGate from './hoverPrefetchGate';
import * as routeLoader from './routeLoader';
import * as servedPagePath from './servedPagePath';

const read = (file: string) => fs.readFileSync(path.join(__dirname, '../../node_modules', file), 'utf8');

describe('the runtime patches still apply to the installed Gatsby', () => {
  it.each([
    ['routeLoader', routeLoader.check],
    ['hoverPrefetchGate', hoverPrefetchGate.check],
    ['chunkReloadGuard', chunkReloadGuard.check],
    ['servedPagePath', servedPagePath.check],
  ])('%s', (_name, check) => {
    expect(() => check(read)).not.toThrow();
  });

  it('a premise that no longer holds fails loudly, naming the patch and the file', () => {
    expect(() => expectSource(() => 'changed', 'x.ts', 'gatsby/cache-dir/loader.js', /hovering/, 'have hovering')).toThrow(
      /src\/patches\/x\.ts no longer applies: node_modules\/gatsby\/cache-dir\/loader\.js should have hovering/,
    );
  });
});
