/** @jest-environment node */
import { tuneDevelopWebpack } from './developWebpack';

class ESLintWebpackPlugin {}
class ReactRefreshPlugin {}

const gatsbyConfig = (stage: string) => ({
  devtool: stage === 'develop-html' ? 'source-map' : 'eval-cheap-module-source-map',
  cache: {
    type: 'filesystem',
    name: stage,
    cacheLocation: `.cache/webpack/stage-${stage}`,
    buildDependencies: { config: ['/gatsby/webpack.config.js', '/site/.cache/compiled/gatsby-node.js'] },
  },
  plugins: [new ReactRefreshPlugin(), new ESLintWebpackPlugin()],
});

describe('the webpack compilations of gatsby develop', () => {
  const files: Record<string, string> = {
    '/gatsby/webpack.config.js': 'gatsby 5.16.1',
    '/site/.cache/compiled/gatsby-node.js': 'our config v1',
  };
  const read = (f: string) => {
    if (!(f in files)) throw new Error('ENOENT');
    return files[f];
  };

  it('drop Gatsby’s ESLint plugin, the shell renderer’s source map and the resolution of the cache’s build dependencies', () => {
    const develop = tuneDevelopWebpack(gatsbyConfig('develop'), 'develop', read);
    expect(develop.plugins.map((p) => p.constructor.name)).toEqual(['ReactRefreshPlugin']);
    expect(develop.devtool).toBe('eval-cheap-module-source-map');
    expect(develop.cache).toMatchObject({
      type: 'filesystem',
      name: 'develop',
      buildDependencies: {},
      version: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(tuneDevelopWebpack(gatsbyConfig('develop-html'), 'develop-html', read).devtool).toBe(false);
  });

  it('give the cache a new version when a listed file changes, so a changed webpack setup never reads an old cache', () => {
    const versionOf = () =>
      (tuneDevelopWebpack(gatsbyConfig('develop'), 'develop', read).cache as unknown as { version: string }).version;
    const version = versionOf();
    files['/site/.cache/compiled/gatsby-node.js'] = 'our config v2';
    expect(versionOf()).not.toBe(version);
  });

  it('leave the production compilations alone', () => {
    const build = gatsbyConfig('build-javascript');
    expect(tuneDevelopWebpack(build, 'build-javascript', read)).toBe(build);
    expect(tuneDevelopWebpack(build, 'build-html', read)).toBe(build);
  });
});
