import { createStorageSlot, STORAGE_KEYS } from '../browser/storage';
import { siteConfig } from '../config/site';

/** The documentation versions, current first (only one: Next). */
const VERSIONS = [siteConfig.version.name];
const slot = createStorageSlot(STORAGE_KEYS.preferredVersion);

/**
 * Remembers `name` as the reader's preferred docs version in local storage, as Docusaurus does (the spec
 * asks for it): reading a version's page makes it the preferred one, replacing a stored name of a version
 * that does not exist. Nothing on the page reads the choice back (there is one version, so nothing to choose
 * between), so it is no shared state: no provider, no store, just the write.
 */
export function savePreferredVersion(name: string): void {
  if (VERSIONS.includes(name)) slot.set(name);
}
