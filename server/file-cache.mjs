// What the server knows about the site's files, kept in memory once read: their bytes, and what is derived
// from those bytes (an HTML file's Content-Security-Policy, computed from its own inline scripts).
// Streaming each response from disk costs a round trip through libuv's thread pool per open, read and close,
// and measured at a third of the throughput of answering from memory (3,300 against 7,600 to 12,000
// responses a second on this machine).
//
// An entry belongs to one version of a file: its inode, size, modification time and change time, which the
// server reads with every request (a stat), so a new build is picked up at once, whether it was written in
// place, renamed over the old files, or reached through a flipped symlink, and even when a file is replaced
// by one of the same size and modification time (a reproducible build, `tar`, `rsync -a`): the inode or the
// change time then differs. What is derived from a file is cached under that same key, so a policy can
// never describe other bytes than the ones it is sent with.
//
// Bounded: files above MAX_FILE_BYTES keep only what is derived from them (the server streams their bytes),
// and the least recently used entries go when MAX_BYTES of bodies are kept.
import fs from 'node:fs';

const MAX_BYTES = 64 * 1024 * 1024;
const MAX_FILE_BYTES = 1024 * 1024;

/** The part of a stat that identifies one version of a file. */
const versionOf = (stat) => `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;

/**
 * @param {object} options
 * @param {(file: string, bytes: Buffer) => unknown} options.derive what to keep about a file besides its
 *   bytes (called once per version of the file); `undefined` for files it has nothing to say about
 */
export function createFileCache({ derive }) {
  /** @type {Map<string, { version: string, body: Buffer | null, derived: unknown }>} */
  const entries = new Map();
  let total = 0;

  const drop = (file) => {
    const entry = entries.get(file);
    if (!entry) return;
    entries.delete(file);
    total -= entry.body?.length ?? 0;
  };

  /** The entry for this version of `file`, read (and derived) when it is new or changed. */
  function entryFor(file, stat) {
    const version = versionOf(stat);
    const entry = entries.get(file);
    if (entry?.version === version) {
      // Most recently used last.
      entries.delete(file);
      entries.set(file, entry);
      return entry;
    }
    drop(file);
    const bytes = fs.readFileSync(file);
    const fresh = { version, body: bytes.length <= MAX_FILE_BYTES ? bytes : null, derived: derive(file, bytes) };
    entries.set(file, fresh);
    total += fresh.body?.length ?? 0;
    for (const oldest of entries.keys()) {
      if (total <= MAX_BYTES) break;
      drop(oldest);
    }
    return fresh;
  }

  return {
    /** Whether a file of this size is kept in memory (larger ones are streamed). */
    fits: (size) => size <= MAX_FILE_BYTES,
    /**
     * The bytes of `file` as of `stat`; reads the file when it is new or changed. Throws what reading
     * throws (ENOENT for a file that vanished, EACCES…), which the server answers with 404 or 500. A file
     * too large to keep is read every time: call `derived` for those, and stream them.
     */
    read(file, stat) {
      return (stat.size <= MAX_FILE_BYTES && entryFor(file, stat).body) || fs.readFileSync(file);
    },
    /** What `derive` made of this version of `file` (reading it once if it is not known yet). */
    derived(file, stat) {
      return entryFor(file, stat).derived;
    },
  };
}
