import { deployedSince, reloadOntoNewBuild } from './newBuild';

const answer = (hash: string) =>
  jest.fn().mockResolvedValue({ ok: true, json: () => Promise.resolve({ webpackCompilationHash: hash }) });

beforeEach(() => {
  (window as Window & { ___webpackCompilationHash?: string }).___webpackCompilationHash = 'aaa';
});

it("tells a deploy since the page loaded from the server's app-data.json, asked past every cache", async () => {
  global.fetch = answer('bbb');
  expect(await deployedSince()).toBe(true);
  expect(global.fetch).toHaveBeenCalledWith('/page-data/app-data.json', expect.objectContaining({ cache: 'no-store' }));
  global.fetch = answer('aaa');
  expect(await deployedSince()).toBe(false);
  global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  expect(await deployedSince()).toBe(false);
});

it('does not reload when the page runs the build the server serves (the failure is shown instead)', async () => {
  global.fetch = answer('aaa');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  expect(await reloadOntoNewBuild('A part of this page')).toBe(false);
  expect(warn).not.toHaveBeenCalled();
  warn.mockRestore();
});
