import crypto from 'crypto';
import fs from 'fs';
import path from 'path';
import { performance } from 'perf_hooks';
import chokidar from 'chokidar';
import type { Actions, Node, Reporter } from 'gatsby';
import { whenIdle } from './develop';
import { displayPath } from './displayPath';
import { bodyOf } from './documentModel';
import { listContentFiles } from './contentFiles';

/**
 * `gatsby develop`: every save of a content file reaches Gatsby's nodes, and the terminal says what became of it.
 *
 * Why a save could be lost: gatsby-source-filesystem hashes a changed file under a cache key made of its mtime
 * and inode, and chokidar drops a second change event within 5 ms of the first. An editor (or a test) saves by
 * truncating the file and then writing it; when the hash is read between the two (a loaded machine: the writer
 * is descheduled), the node gets the hash of the empty or partial file, the write's event is dropped or hits the
 * same cache key (both writes share the clock tick's mtime), and the node stays behind the file with nothing said:
 * 25 of 40 saves written 2 ms apart in a reproduction (chokidar 3.6 and gatsby-source-filesystem 5.16's own code).
 * An edit made while Gatsby starts can fall between chokidar's first scan of a file and its watch of it.
 *
 * So each save is checked once the file is quiet: when the File node is not the file as it is, the file's mtime is
 * moved on, which gives gatsby-source-filesystem a new event and Gatsby a new node; the content is untouched.
 * In develop, gatsby-source-filesystem runs with `fastHash` (gatsby-config.ts): a File node's digest is the
 * file's mtime and inode, so moving the mtime on always makes a new node, which a content hash would not.
 * That matters for documents: gatsby-plugin-mdx reads the text in a second read after the hash, and caches the
 * frontmatter and body under the File node's digest for the life of the process. A save caught between the two
 * reads gave an Mdx node whose body was not the file under a digest that was: /workflow stayed 404 with every
 * digest in line (e2e/develop, clean-clone CI at load 11). So a document is also checked against its Mdx node
 * (documentState), and re-read under a new digest, which neither read nor cache has seen, when they differ.
 * When startup ends, every content file is checked the same way. Each save then gets one line: the pages whose
 * data Gatsby wrote again and the time from the save to the last of them, or why nothing was refreshed.
 */

/** The files the site reads (src/node/onCreateNode.ts, gatsby-plugin-mdx, the definition's loader). */
export function contentRole(relative: string): string | null {
  const rel = relative.split(path.sep).join('/');
  if (rel.endsWith('.mdx')) return 'document';
  if (rel === 'terms.json' || /^data\/[^/]+\.json$/.test(rel)) return 'data';
  if (rel.endsWith('/_category_.json') || rel === '_category_.json') return 'category';
  if (/^openapi\/.+\.ya?ml$/.test(rel)) return 'definition';
  return null;
}

/** gatsby-source-filesystem's own ignores, as gatsby-config.ts sets them: Gatsby never sees these files. */
export const isIgnoredByGatsby = (relative: string) =>
  relative.split(/[\\/]/).some((part) => part.startsWith('.') || part === 'node_modules');

export const md5 = (content: Buffer | string) => crypto.createHash('md5').update(content).digest('hex');

/** A File node's digest with gatsby-source-filesystem's `fastHash` (its create-file-node.js, 5.16). */
export const fileNodeDigest = (stats: { mtimeMs: number; ino: number }) =>
  stats.mtimeMs.toString() + stats.ino.toString();

/**
 * Whether gatsby-plugin-mdx's body of a document is the file's text after its frontmatter (gray-matter, which
 * it parses with, keeps the body as the text's tail, after the closing fence and one line break).
 */
export function bodyOfText(body: string, text: string): boolean {
  return text.endsWith(body) && body.length >= bodyOf(text).length;
}

/** What the save loop needs of Gatsby and the disk (injected in tests). */
export interface SaveWorld {
  contentDir: string;
  /** The File node's digest of an absolute path, undefined when Gatsby has no node for it. */
  nodeDigest(file: string): string | undefined;
  /** The digest the file's File node should have (its mtime and inode), undefined when it is gone. */
  fileDigest(file: string): string | undefined;
  /** The md5 of the file's text, undefined when it is gone: a save that changed nothing. */
  textDigest(file: string): string | undefined;
  /**
   * For a document whose File node is in line: whether its Mdx node is not made from that node yet ('pending')
   * or was made from a read that is not the file ('stale'). Other files are always 'read'.
   */
  documentState(file: string): 'read' | 'pending' | 'stale';
  /** Gives gatsby-source-filesystem a new event and cache key for the file (its content unchanged). */
  nudge(file: string): void;
  log(line: string): void;
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  /** Whether Gatsby's process has been mostly idle since the last call (its queries and writes are done). */
  idle(): boolean;
  /** Whether the last run of createPages began before Gatsby read the file as it is now (see notePagesRun). */
  pagesBehind(file: string): boolean;
  /** Makes Gatsby run createPages again. */
  remakePages(): void;
}

/**
 * `gatsby develop` runs createPages again after a batch of node changes, but a node changed while createPages
 * runs is applied at once and starts no new run (gatsby 5.16's develop machine, state `recreatingPages`). A save
 * read mid-write (an empty document: no page) and read whole during that run left the document without its
 * page until the next save: /workflow answered 404 with its node in line with the file (e2e/develop, loaded
 * machine). So createPages notes the nodes it starts from, and the save tracker asks for another run when a
 * saved file's nodes are not those.
 */
type Files = (type: string) => Node[];
type FileNode = Node & { absolutePath: string };
type MdxNode = Node & { internal: { contentFilePath: string } };

let pagesMadeFrom = new Map<string, string>();
/** The content digests of the File and Mdx nodes, by type and file. */
const contentNodes = (getNodesByType: Files) =>
  new Map(
    ['File', 'Mdx'].flatMap((type) =>
      getNodesByType(type).map((n) => {
        const file = type === 'File' ? (n as FileNode).absolutePath : (n as MdxNode).internal.contentFilePath;
        return [`${type} ${path.resolve(file)}`, n.internal.contentDigest] as const;
      }),
    ),
  );
export const notePagesRun = (getNodesByType: Files) => void (pagesMadeFrom = contentNodes(getNodesByType));
/** SaveWorld.documentState, from Gatsby's nodes and the file. */
function documentState(getNodesByType: Files, file: string): 'read' | 'pending' | 'stale' {
  if (!file.endsWith('.mdx')) return 'read';
  const fileNode = getNodesByType('File').find((n) => path.resolve((n as FileNode).absolutePath) === file);
  const mdx = getNodesByType('Mdx').find((n) => path.resolve((n as MdxNode).internal.contentFilePath) === file) as
    (MdxNode & { body?: string }) | undefined;
  if (!fileNode || !mdx || mdx.internal.contentDigest !== fileNode.internal.contentDigest) return 'pending';
  try {
    return bodyOfText(mdx.body ?? '', fs.readFileSync(file, 'utf8')) ? 'read' : 'stale';
  } catch {
    return 'read'; // gone meanwhile: its unlink event follows
  }
}
const pagesBehind = (getNodesByType: Files, file: string) => {
  const now = contentNodes(getNodesByType);
  return ['File', 'Mdx'].some((type) => now.get(`${type} ${file}`) !== pagesMadeFrom.get(`${type} ${file}`));
};

interface PendingSave {
  savedAt: number;
  digest: string | undefined;
  /** The node's digest when the save began: a node that moved off it to another content read the file mid-write. */
  before: string | undefined;
  /** Why the file was read again, for the save's line. */
  why?: string;
  nudges: number;
  acceptedAt?: number;
}

/** Events of one file closer than this are one save. */
const SETTLE_MS = 40;
/** How long a file must be quiet before its node is compared with it, and between later checks. */
const QUIET_MS = 300;
/**
 * A node that has not moved at all this long after a save: Gatsby never got its event (it batches node changes
 * for 500 ms and may be busy querying, so a slow node alone is not a lost one).
 */
const NUDGE_AFTER_MS = 6000;
const MAX_NUDGES = 3;
/** Nodes newer than the last run of createPages this long after a save (or a request for a run), Gatsby quiet: no run is coming. */
const PAGES_GRACE_MS = 1500;
/** A node still behind its file this long after the save (and every nudge) is reported: Gatsby lost it. */
const GIVE_UP_MS = 45_000;
/** After its node is in line, how long page data may keep being written for a save. */
const REFRESH_QUIET_MS = 800;
const REFRESH_WAIT_MS = 8000;

/** Follows each save until Gatsby has it, nudging gatsby-source-filesystem when its node is behind the file. */
export class SaveTracker {
  private pending = new Map<string, PendingSave>();
  /** The text of each file as Gatsby last had it (textDigest): a save of the same text changes nothing. */
  private known = new Map<string, string>();
  private writes: Array<{ at: number; route: string }> = [];

  constructor(private world: SaveWorld) {}

  /** Startup is over: every content file's node is compared with the file, and a file ahead of its node is nudged. */
  sweep(files: string[]): number {
    let behind = 0;
    for (const file of files) {
      const digest = this.world.fileDigest(file);
      const text = this.world.textDigest(file);
      if (digest === undefined || text === undefined) continue;
      this.known.set(file, text);
      if (this.world.nodeDigest(file) !== digest || this.world.documentState(file) === 'stale') {
        behind += 1;
        const save: PendingSave = { savedAt: this.world.now(), digest, before: undefined, nudges: 0 };
        this.pending.set(file, save);
        this.nudge(file, save);
        this.world.setTimeout(() => this.check(file, save), QUIET_MS);
      }
    }
    if (behind)
      this.world.log(
        `develop: ${behind} file(s) saved while the server started were not read yet; reading them now: ${files
          .filter((f) => this.pending.has(f))
          .map(displayPath)
          .join(', ')}`,
      );
    return behind;
  }

  /** Events of one file within this long are one save (an editor's truncate and write, a rename). */
  private settling = new Map<string, { firstAt: number; seq: number; before: string | undefined }>();

  /** A watcher event for an absolute path under the content folder. */
  saved(file: string): void {
    if (isIgnoredByGatsby(path.relative(this.world.contentDir, file))) return;
    const burst = this.settling.get(file) ?? {
      firstAt: this.world.now(),
      seq: 0,
      before: this.world.nodeDigest(file),
    };
    burst.seq += 1;
    this.settling.set(file, burst);
    const seq = burst.seq;
    this.world.setTimeout(() => {
      if (this.settling.get(file)?.seq !== seq) return;
      this.settling.delete(file);
      this.settled(file, burst.firstAt, burst.before);
    }, SETTLE_MS);
  }

  private settled(file: string, savedAt: number, before: string | undefined): void {
    const relative = path.relative(this.world.contentDir, file);
    const digest = this.world.fileDigest(file);
    const current = this.pending.get(file);
    if (current && current.digest === digest) return; // our nudge, or a second event of the same write
    const text = this.world.textDigest(file);
    if (!current && text !== undefined && text === this.known.get(file)) {
      this.world.log(`develop: ${displayPath(file)} saved without a change: nothing to refresh`);
      return;
    }
    if (!contentRole(relative)) {
      if (digest !== undefined)
        this.world.log(
          `develop: ${displayPath(file)} saved, ignored: the site reads .mdx documents, _category_.json, terms.json, data/*.json and openapi/*.yaml`,
        );
      if (text !== undefined) this.known.set(file, text);
      return;
    }
    const save: PendingSave = { savedAt, digest, before, nudges: 0 };
    this.pending.set(file, save);
    this.world.setTimeout(() => this.check(file, save), QUIET_MS);
  }

  /** Gatsby wrote a page's data (develop writes it for the pages open or requested). */
  pageWritten(route: string): void {
    this.writes.push({ at: this.world.now(), route });
    if (this.writes.length > 2000) this.writes.splice(0, 1000);
  }

  private check(file: string, save: PendingSave): void {
    // Saved again meanwhile: the newer save is followed instead.
    if (this.pending.get(file) !== save || save.acceptedAt !== undefined) return;
    const now = this.world.now();
    const digest = save.digest;
    const waited = now - save.savedAt;
    const node = this.world.nodeDigest(file);
    const document = node === digest && digest !== undefined ? this.world.documentState(file) : 'read';
    if (node === digest && document === 'read') {
      if (digest !== undefined && this.pagesBehind(file, save, now)) return;
      save.acceptedAt = now;
      const text = this.world.textDigest(file);
      if (text !== undefined) this.known.set(file, text);
      else this.known.delete(file);
      this.world.setTimeout(() => this.report(file, save), REFRESH_QUIET_MS);
      return;
    }
    // Read mid-write: the node moved to content that is neither the old nor the saved one, or the document's
    // Mdx node holds another text than the file under the file's digest (which no later read would change).
    const misread = document === 'stale' || (node !== save.before && node !== digest && save.nudges === 0);
    if (!misread && waited < NUDGE_AFTER_MS * (save.nudges + 1)) {
      this.world.setTimeout(() => this.check(file, save), QUIET_MS);
      return;
    }
    save.why ??= misread
      ? 'Gatsby had read it while it was being written'
      : `Gatsby had not seen the save after ${Math.round(waited / 100) / 10} s`;
    if (digest === undefined) {
      // A deleted file whose node Gatsby keeps: nothing on disk to nudge.
      this.world.log(
        `develop: ${displayPath(file)} was deleted but Gatsby still has it; restart \`npm run develop\` to drop it`,
      );
      this.pending.delete(file);
      return;
    }
    if (save.nudges >= MAX_NUDGES && waited >= GIVE_UP_MS) {
      this.world.log(
        `develop: ${displayPath(file)} saved, but Gatsby has not read it after ${Math.round(waited / 100) / 10} s; save it again`,
      );
      this.pending.delete(file);
      return;
    }
    // Nudged at most MAX_NUDGES times; after that, only watched until GIVE_UP_MS.
    if (save.nudges < MAX_NUDGES) this.nudge(file, save);
    this.world.setTimeout(() => this.check(file, save), QUIET_MS);
  }

  /** Has Gatsby read the file again; the save now waits for the node of the mtime the nudge gave it. */
  private nudge(file: string, save: PendingSave): void {
    save.nudges += 1;
    this.world.nudge(file);
    save.digest = this.world.fileDigest(file);
  }

  /**
   * Whether the file's pages are not made from its node yet: checked again shortly, and once Gatsby is quiet
   * without a run of createPages, one is asked for (at most MAX_NUDGES times, and not past GIVE_UP_MS).
   */
  private pagesBehind(file: string, save: PendingSave, now: number): boolean {
    if (!this.world.pagesBehind(file) || now - save.savedAt >= GIVE_UP_MS) return false;
    if (now - save.savedAt >= PAGES_GRACE_MS * (save.nudges + 1) && save.nudges < MAX_NUDGES && this.world.idle()) {
      save.nudges += 1;
      save.why ??= 'Gatsby had made its pages before it read the save';
      this.world.remakePages();
    }
    this.world.setTimeout(() => this.check(file, save), QUIET_MS);
    return true;
  }

  private report(file: string, save: PendingSave): void {
    const now = this.world.now();
    const since = this.writes.filter((w) => w.at >= save.savedAt);
    const last = since.length ? since[since.length - 1].at : 0;
    if (this.pending.get(file) !== save) return;
    // Still writing or querying, or nothing written yet while Gatsby may still run the page's query: look again.
    const quiet =
      this.world.idle() && (last ? now - last >= REFRESH_QUIET_MS : now - save.acceptedAt! >= REFRESH_WAIT_MS);
    if (!quiet && now - save.acceptedAt! < GIVE_UP_MS) {
      this.world.setTimeout(() => this.report(file, save), REFRESH_QUIET_MS);
      return;
    }
    this.pending.delete(file);
    const what = save.digest === undefined ? 'deleted' : 'saved';
    const retried = save.nudges ? ` (read again: ${save.why ?? 'saved while the server started'})` : '';
    if (!since.length) {
      this.world.log(
        `develop: ${displayPath(file)} ${what}${retried}: no open page shows it; the pages that use it refresh when opened`,
      );
      return;
    }
    const routes = [...new Set(since.map((w) => w.route))];
    const shown = routes.slice(0, 6).join(', ') + (routes.length > 6 ? ` and ${routes.length - 6} more` : '');
    this.world.log(`develop: ${displayPath(file)} ${what}${retried}: ${shown} refreshed in ${last - save.savedAt} ms`);
  }
}

/** The route of a page-data file under public/page-data, or the shared data's name. */
export function pageDataRoute(relative: string): string | null {
  const rel = relative.split(path.sep).join('/');
  if (rel.startsWith('sq/')) return 'static query data (sidebar, site)';
  const m = /^(.*)\/page-data\.json$/.exec(rel);
  if (!m) return null;
  return m[1] === 'index' ? '/' : `/${m[1]}`;
}

/** Starts following saves in `gatsby develop`; returns a function that stops it. */
export function followSaves({
  contentDir,
  publicDir,
  getNodesByType,
  createNodeField,
  reporter,
}: {
  contentDir: string;
  publicDir: string;
  getNodesByType: Files;
  /** Gatsby's action, deferred (onCreateDevServer's): a changed node makes Gatsby run createPages again. */
  createNodeField: Actions['createNodeField'];
  reporter: Pick<Reporter, 'info' | 'warn'>;
}): () => Promise<void> {
  let loop = performance.eventLoopUtilization();
  const tracker = new SaveTracker({
    contentDir,
    nodeDigest: (file) => contentNodes(getNodesByType).get(`File ${path.resolve(file)}`),
    fileDigest: (file) => {
      try {
        return fileNodeDigest(fs.statSync(file));
      } catch {
        return undefined;
      }
    },
    textDigest: (file) => {
      try {
        return md5(fs.readFileSync(file));
      } catch {
        return undefined;
      }
    },
    documentState: (file) => documentState(getNodesByType, path.resolve(file)),
    nudge: (file) => {
      try {
        const { mtimeMs } = fs.statSync(file);
        const next = new Date(Math.max(Date.now(), Math.ceil(mtimeMs) + 5));
        fs.utimesSync(file, next, next);
      } catch {
        // gone meanwhile: its unlink event follows
      }
    },
    log: (line) => {
      if (line.includes('has not read') || line.includes('restart')) reporter.warn(line);
      else reporter.info(line);
    },
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms).unref(),
    idle: () => {
      const now = performance.eventLoopUtilization();
      const { utilization } = performance.eventLoopUtilization(now, loop);
      loop = now;
      return utilization < 0.3;
    },
    pagesBehind: (file) => pagesBehind(getNodesByType, path.resolve(file)),
    // One of this site's own fields set again to its value: a node change, with nothing else changed.
    remakePages: () => {
      const doc = getNodesByType('Mdx')[0] as (Node & { fields?: { route?: string } }) | undefined;
      if (doc?.fields?.route !== undefined) createNodeField({ node: doc, name: 'route', value: doc.fields.route });
    },
  });
  const content = chokidar.watch(contentDir, { ignoreInitial: true, ignored: ['**/node_modules/**'] });
  for (const event of ['add', 'change', 'unlink'] as const) content.on(event, (file: string) => tracker.saved(file));
  const pageData = path.join(publicDir, 'page-data');
  fs.mkdirSync(pageData, { recursive: true });
  const written = chokidar.watch(pageData, { ignoreInitial: true });
  const onWrite = (file: string) => {
    const route = pageDataRoute(path.relative(pageData, file));
    if (route) tracker.pageWritten(route);
  };
  written.on('add', onWrite).on('change', onWrite);
  // Once Gatsby is idle after its start (its batched node changes applied): a save it missed while starting.
  content.once('ready', () =>
    whenIdle(
      () =>
        tracker.sweep(
          listContentFiles(contentDir, ['']).filter((f) => !isIgnoredByGatsby(path.relative(contentDir, f))),
        ),
      { quietMs: 1000 },
    ),
  );
  return async () => {
    await Promise.all([content.close(), written.close()]);
  };
}
