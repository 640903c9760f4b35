/**
 * The spec's strings and constants, all checked here against the one list in spec/constants.json (the
 * specification itself lives outside the repository). Each entry names the spec's words; where the site
 * shows a Persian form of an English spec string, the test names both. Every entry needs a check below,
 * and every check an entry, so the list and the site cannot drift apart unnoticed.
 */
import fs from 'fs';
import path from 'path';
import { act, render, screen, within } from '@testing-library/react';
import { Helmet } from 'react-helmet';
import spec from '../../spec/constants.json';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { DocSidebarMenu } from '../components/DocSidebar';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { Loading } from '../components/Lazy';
import { PageError } from '../components/PageError';
import { Seo } from '../components/Seo';
import { Spinner } from '../components/Spinner';
import { TOC, tocItems } from '../components/TOC';
import { VersionBadge } from '../components/VersionBadge';
import { siteConfig } from '../config/site';
import { docBreadcrumbs } from '../lib/breadcrumbs';
import { createRouteProgress } from '../lib/routeProgress';
import { documentModel } from '../node/documentModel';
import { documentToc } from '../node/documentToc';
import { layout, mq } from '../theme/tokens';

type StringEntry = (typeof spec.strings)[number];
const string = (id: string): StringEntry => {
  const entry = spec.strings.find((s) => s.id === id);
  if (!entry) throw new Error(`spec/constants.json has no string "${id}"`);
  return entry;
};
/** "'Page Error' → «خطای صفحه»": the spec's words and what the reader sees, both in the test's name. */
const named = (e: StringEntry) =>
  e.fa && e.fa !== e.en ? `'${e.en}' → «${e.fa}»` : `'${e.en}'${e.fa ? '' : ' (English in the build log)'}`;
const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** The checks, by entry id: each renders what the reader gets, or runs what the author gets. */
const stringChecks: Record<string, (e: StringEntry) => void | Promise<void>> = {
  docsHomeLabel: (e) => {
    // The sidebar link to the docs home is named exactly that word…
    render(<DocSidebarMenu items={[{ type: 'link', label: 'anything', route: '/', home: true }]} />);
    expect(screen.getByRole('link', { name: e.fa! })).toHaveAttribute('href', '/');
    // …and the docs home's own label (its breadcrumb) is the same word, from its frontmatter.
    const frontmatter = read('content/index.mdx').split(/^---$/m)[1];
    const homeLabel = frontmatter.match(/^sidebar_label:\s*(.+?)\s*$/m)?.[1];
    expect(homeLabel).toBe(e.fa);
    const crumbs = docBreadcrumbs({ route: '/', title: 'x', homeLabel: homeLabel!, categories: [] });
    render(<Breadcrumbs crumbs={crumbs} />);
    expect(screen.getByText(e.fa!, { selector: '[aria-current="page"]' })).toBeInTheDocument();
  },
  versionLabel: (e) => {
    expect(siteConfig.version.label).toBe(e.en);
    render(<VersionBadge name={siteConfig.version.name} label={siteConfig.version.label} />);
    expect(screen.getByText(e.fa!)).toBeInTheDocument();
  },
  pageErrorTitle: (e) => {
    render(<PageError kind="load" route="/introduction" retry={() => {}} staticBelow={false} />);
    expect(document.title).toBe(`${e.fa} ${spec.constants.titleDelimiter.value} ${siteConfig.title}`);
    // Its retry action is the spec's 'Retry'.
    expect(screen.getByRole('button', { name: string('lazyRetry').fa! })).toBeInTheDocument();
  },
  crashText: (e) => {
    renderCrash();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(e.fa!);
  },
  crashTryAgain: (e) => {
    renderCrash();
    expect(screen.getByRole('button', { name: e.fa! })).toBeInTheDocument();
  },
  lazyRetry: (e) => {
    render(<Loading status="error" error={new Error('chunk failed')} retry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('button', { name: e.fa! })).toBeInTheDocument();
  },
  unknownLanguage: (e) => {
    // The warning the build prints while sourcing a document (src/node/onCreateNode → reporter.warn).
    const { warnings } = documentModel({
      body: '```klingon-script\nqapla\n```\n',
      file: path.join(root, 'content/example.mdx'),
      contentDir: path.join(root, 'content'),
    });
    expect(warnings).toContainEqual(expect.stringContaining(`${e.en}: klingon-script (content/example.mdx:1)`));
  },
};

function renderCrash() {
  const Crash = () => {
    throw new Error('boom');
  };
  const error = jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <ErrorBoundary>
      <Crash />
    </ErrorBoundary>,
  );
  error.mockRestore();
}

type Constants = typeof spec.constants;
const constantChecks: { [K in keyof Constants]: (value: Constants[K]['value']) => void } = {
  progressDelayMs: (delay) => {
    jest.useFakeTimers();
    try {
      const progress = createRouteProgress();
      progress.start();
      act(() => jest.advanceTimersByTime(delay - 1));
      expect(progress.phase.get()).toBe('hidden');
      act(() => jest.advanceTimersByTime(1));
      expect(progress.phase.get()).toBe('loading');
    } finally {
      jest.useRealTimers();
    }
  },
  desktopBreakpointPx: (px) => {
    expect(layout.desktopBreakpoint).toBe(px);
    expect(mq.desktop).toBe(`@media (min-width: ${px}px)`);
    expect(mq.mobile).toBe(`@media (max-width: ${px - 1}px)`);
    // One source: no other file writes the breakpoint as a number of its own.
    const offenders = sourceFiles('src').filter(
      (f) => !/tokens\.ts$|\.test\.tsx?$/.test(f) && new RegExp(`\\b(${px}|${px - 1}|${px + 1})px`).test(read(f)),
    );
    expect(offenders).toEqual([]);
  },
  spinnerSize: ({ width, height }) => {
    const { container } = render(<Spinner />);
    const svg = container.querySelector('svg')!;
    expect([svg.getAttribute('width'), svg.getAttribute('height')]).toEqual([String(width), String(height)]);
    expect(svg.getAttribute('viewBox')).toBe(`0 0 ${width} ${height}`);
  },
  tocLevels: ({ min, max }) => {
    // An MDX table of contents nests by depth from h2 (documents have no h1 in their body).
    const entry = (depth: number): { url: string; title: string; items?: unknown[] } => ({
      url: `#h${depth}`,
      title: `h${depth}`,
      ...(depth < 6 ? { items: [entry(depth + 1)] } : {}),
    });
    const items = tocItems({ items: [entry(2)] } as never);
    const { container } = render(<TOC items={items} />);
    const listed = [...container.querySelectorAll('nav a')].map((a) => Number(a.getAttribute('href')!.slice(2)));
    expect(listed).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
    // A compiled document's table of contents holds no deeper headings than that.
    const tree = ['', ...[2, 3, 4, 5, 6].map((d) => [`h${d}`, { id: `h${d}` }, `h${d}`])] as never;
    const compiled = render(<TOC items={tocItems(documentToc(tree) as never)} />);
    const fromDocument = [...compiled.container.querySelectorAll('nav a')].map((a) =>
      Number(a.getAttribute('href')!.slice(2)),
    );
    expect(fromDocument).toEqual(Array.from({ length: max - min + 1 }, (_, i) => min + i));
  },
  titleDelimiter: (delimiter) => {
    expect(siteConfig.titleDelimiter).toBe(delimiter);
    render(<Seo title="معرفی" route="/introduction" />);
    expect((Helmet.peek() as { title?: string }).title).toBe(`معرفی ${delimiter} ${siteConfig.title}`);
  },
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((d) => {
    const rel = path.join(dir, d.name);
    if (d.isDirectory()) return sourceFiles(rel);
    return /\.(tsx?|css)$/.test(d.name) ? [rel] : [];
  });
}

describe('spec strings (spec/constants.json)', () => {
  it('has a check for every string and a string for every check', () => {
    expect(spec.strings.map((s) => s.id).sort()).toEqual(Object.keys(stringChecks).sort());
  });
  for (const entry of spec.strings) {
    it(`${named(entry)}: ${entry.spec}`, async () => {
      await stringChecks[entry.id](entry);
    });
  }
});

describe('spec constants (spec/constants.json)', () => {
  it('has a check for every constant and a constant for every check', () => {
    expect(Object.keys(spec.constants).sort()).toEqual(Object.keys(constantChecks).sort());
  });
  for (const [id, { spec: words, value }] of Object.entries(spec.constants)) {
    it(`${id} = ${JSON.stringify(value)}: ${words}`, () => {
      (constantChecks[id as keyof Constants] as (v: unknown) => void)(value);
    });
  }
});
