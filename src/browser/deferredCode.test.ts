import { INTERACTED_EARLY } from '../lib/firstInteraction';

// A reader who scrolled or pressed before the site's code came (the entry loader marked it on window) has
// the deferred code released as soon as the schedule starts; without the mark it waits for an interaction.

const releasedWithin = async (marked: boolean) => {
  Object.assign(window, { [INTERACTED_EARLY]: marked ? 1 : undefined });
  let module: typeof import('./deferredCode') | undefined;
  jest.isolateModules(() => {
    module = require('./deferredCode') as typeof import('./deferredCode');
  });
  module!.installDeferredCode(() => undefined);
  let done = false;
  void module!.released.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

it('releases the deferred code at once after an interaction the entry loader recorded, and not otherwise', async () => {
  expect(await releasedWithin(false)).toBe(false);
  expect(await releasedWithin(true)).toBe(true);
});
