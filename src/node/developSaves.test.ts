import { contentRole, pageDataRoute, SaveTracker, SaveWorld } from './developSaves';

/** A world with a fake clock, files and nodes: timers run when the clock is moved on. */
function fakeWorld() {
  let now = 0;
  const timers: Array<{ at: number; fn: () => void }> = [];
  const files = new Map<string, string>();
  const nodes = new Map<string, string>();
  const lines: string[] = [];
  const nudged: string[] = [];
  /** Files whose node is newer than the last run of createPages; remakePages runs it. */
  const behind = new Set<string>();
  let remade = 0;
  const world: SaveWorld = {
    contentDir: '/c',
    nodeDigest: (f) => nodes.get(f),
    fileDigest: (f) => files.get(f),
    nudge: (f) => nudged.push(f),
    log: (l) => lines.push(l),
    now: () => now,
    setTimeout: (fn, ms) => timers.push({ at: now + ms, fn }),
    idle: () => true,
    pagesBehind: (f) => behind.has(f),
    remakePages: () => void (remade += 1),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > end) break;
      timers.shift();
      now = next.at;
      next.fn();
    }
    now = end;
  };
  return { world, files, nodes, lines, nudged, behind, advance, at: () => now, remade: () => remade };
}

/** A tracker whose world holds one document, /c/a.mdx, read by Gatsby as saved ('v1'). */
function trackingOneDocument() {
  const w = fakeWorld();
  const t = new SaveTracker(w.world);
  w.files.set('/c/a.mdx', 'v1');
  w.nodes.set('/c/a.mdx', 'v1');
  t.sweep(['/c/a.mdx']);
  return { w, t };
}

describe('SaveTracker', () => {
  it('reports the pages a save refreshed and the time it took', () => {
    const { w, t } = trackingOneDocument();
    w.files.set('/c/a.mdx', 'v2');
    t.saved('/c/a.mdx');
    w.advance(200);
    w.nodes.set('/c/a.mdx', 'v2');
    w.advance(300);
    t.pageWritten('/a');
    w.advance(5000);
    expect(w.nudged).toEqual([]);
    expect(w.lines).toEqual(['develop: /c/a.mdx saved: /a refreshed in 500 ms']);
  });

  it('nudges a file whose node stays behind it (the lost edit), and says so', () => {
    const { w, t } = trackingOneDocument();
    w.files.set('/c/a.mdx', 'v2');
    t.saved('/c/a.mdx');
    w.nodes.set('/c/a.mdx', 'partial'); // Gatsby hashed the file between truncate and write
    w.advance(400);
    expect(w.nudged).toEqual(['/c/a.mdx']);
    w.nodes.set('/c/a.mdx', 'v2');
    t.saved('/c/a.mdx'); // the nudge's own event: the same save
    w.advance(400);
    t.pageWritten('/a');
    w.advance(5000);
    expect(w.lines).toHaveLength(1);
    expect(w.lines[0]).toMatch(
      /a\.mdx saved \(read again: Gatsby had read it while it was being written\): \/a refreshed in \d+ ms/,
    );
  });

  it('asks Gatsby to make its pages again when it made them before it read the save', () => {
    const { w, t } = trackingOneDocument();
    w.files.set('/c/a.mdx', 'v2');
    t.saved('/c/a.mdx');
    w.nodes.set('/c/a.mdx', 'v2'); // read during a run of createPages that had begun: no run follows by itself
    w.behind.add('/c/a.mdx');
    w.advance(1000);
    expect(w.remade()).toBe(0); // a run may still be coming
    w.advance(1000);
    expect(w.remade()).toBe(1);
    w.behind.delete('/c/a.mdx');
    w.advance(400);
    t.pageWritten('/a');
    w.advance(5000);
    expect(w.remade()).toBe(1);
    expect(w.lines).toEqual([
      expect.stringMatching(
        /a\.mdx saved \(read again: Gatsby had made its pages before it read the save\): \/a refreshed in \d+ ms/,
      ),
    ]);
  });

  it('reads again at the end of the start a file saved while the server started', () => {
    const w = fakeWorld();
    const t = new SaveTracker(w.world);
    w.files.set('/c/a.mdx', 'new');
    w.nodes.set('/c/a.mdx', 'old');
    w.files.set('/c/b.mdx', 'same');
    w.nodes.set('/c/b.mdx', 'same');
    expect(t.sweep(['/c/a.mdx', '/c/b.mdx'])).toBe(1);
    expect(w.nudged).toEqual(['/c/a.mdx']);
    expect(w.lines[0]).toMatch(/1 file\(s\) saved while the server started.*a\.mdx/);
  });

  it('says why a save is ignored, and gives up loudly on a save Gatsby never reads', () => {
    const { w, t } = trackingOneDocument();
    t.saved('/c/a.mdx');
    w.files.set('/c/notes.txt', 'x');
    t.saved('/c/notes.txt');
    t.saved('/c/.a.mdx.swp');
    w.advance(100);
    expect(w.lines).toEqual([
      'develop: /c/a.mdx saved without a change: nothing to refresh',
      expect.stringMatching(/notes\.txt saved, ignored: the site reads \.mdx documents/),
    ]);
    w.files.set('/c/a.mdx', 'v2');
    t.saved('/c/a.mdx');
    w.advance(50_000);
    expect(w.nudged).toHaveLength(3);
    expect(w.lines[2]).toMatch(/a\.mdx saved, but Gatsby has not read it after .* s; save it again/);
  });
});

describe('what a path is to the site', () => {
  it('names the files the site reads', () => {
    expect(contentRole('concepts/qa.mdx')).toBe('document');
    expect(contentRole('api/_category_.json')).toBe('category');
    expect(contentRole('data/pricing.json')).toBe('data');
    expect(contentRole('openapi/paths/account.yaml')).toBe('definition');
    expect(contentRole('notes.txt')).toBeNull();
  });

  it('gives the route of a page-data file', () => {
    expect(pageDataRoute('index/page-data.json')).toBe('/');
    expect(pageDataRoute('api/session/page-data.json')).toBe('/api/session');
    expect(pageDataRoute('sq/d/123.json')).toMatch(/static query/);
    expect(pageDataRoute('app-data.json')).toBeNull();
  });
});
