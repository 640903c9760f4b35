/** @jest-environment node */
import fs from 'fs';
import os from 'os';
import path from 'path';
import { PatchDidNotApply } from './_report';
import { dropThemeShadowing } from './dropThemeShadowing';

class GatsbyThemeComponentShadowingResolverPlugin {}
class OtherResolver {}
const resolvers = [new GatsbyThemeComponentShadowingResolverPlugin(), new OtherResolver()];
const plain = () => fs.mkdtempSync(path.join(os.tmpdir(), 'plugin-'));

it('drops the shadowing resolver when no plugin but the site has a src/ folder', () => {
  const { resolvePlugins, verdict } = dropThemeShadowing(
    resolvers,
    [
      { name: 'default-site-plugin', resolve: process.cwd() },
      { name: 'gatsby-plugin-mdx', resolve: plain() },
    ],
    {},
  );
  expect(resolvePlugins).toEqual([resolvers[1]]);
  expect(verdict()).toBe('GatsbyThemeComponentShadowingResolverPlugin removed, no theme installed');
});

it('keeps it when a theme is installed', () => {
  const theme = plain();
  fs.mkdirSync(path.join(theme, 'src'));
  const { resolvePlugins, verdict } = dropThemeShadowing(resolvers, [{ name: 'gatsby-theme-x', resolve: theme }], {});
  expect(resolvePlugins).toEqual(resolvers);
  expect(verdict()).toBe('kept: gatsby-theme-x can shadow');
});

it('fails naming the patch when Gatsby renamed the resolver, or when asked to simulate that', () => {
  const { verdict } = dropThemeShadowing([new OtherResolver()], [], {});
  expect(verdict()).toBeInstanceOf(PatchDidNotApply);
  expect(String(verdict())).toMatch(
    /patch dropThemeShadowing did not apply: no GatsbyThemeComponentShadowingResolverPlugin/,
  );
  const simulated = dropThemeShadowing(resolvers, [], { METIS_PATCH_MISMATCH: 'dropThemeShadowing' });
  expect(simulated.resolvePlugins).toEqual(resolvers);
  expect(simulated.verdict()).toBeInstanceOf(PatchDidNotApply);
});
