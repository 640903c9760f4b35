import { createStorageSlot, storedWithPrefix } from './storage';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

it('reads, writes and removes a value', () => {
  const slot = createStorageSlot('k');
  expect(slot.get()).toBeNull();
  slot.set('dark');
  expect(slot.get()).toBe('dark');
  slot.remove();
  expect(slot.get()).toBeNull();
});

it('never throws when storage refuses', () => {
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  const slot = createStorageSlot('k');
  expect(slot.get()).toBeNull();
  expect(() => slot.set('x')).not.toThrow();
});

it('lists the values stored under a prefix, keyed by the rest of the key', () => {
  localStorage.clear();
  createStorageSlot('docusaurus.tab.code').set('python');
  createStorageSlot('docusaurus.tab.os').set('linux');
  createStorageSlot('theme').set('dark');
  expect(storedWithPrefix('docusaurus.tab.')).toEqual({ code: 'python', os: 'linux' });
  jest.spyOn(Storage.prototype, 'key').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(storedWithPrefix('docusaurus.tab.')).toEqual({});
});
