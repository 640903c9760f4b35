import fs from 'fs';
import path from 'path';
import * as chunkReloadGuard from './chunkReloadGuard';
import { checkPremises } from './_gatsbySource';
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
    expect(check(read, {})).toMatch(/^\d premises? holds? in gatsby 5\.16\./);
  });

  it('a premise that no longer holds fails loudly, naming the patch and the file', () => {
    expect(() => checkPremises('x', () => 'changed', [{ file: 'gatsby/cache-dir/loader.js', pattern: /hovering/, does: 'have hovering' }], {})).toThrow(
      /^patch x did not apply: node_modules\/gatsby\/cache-dir\/loader\.js does not have hovering/,
    );
  });
});
