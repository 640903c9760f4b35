import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOC, TOCCollapsible, tocItems } from '.';
import { tocIds } from './tocItems';

const mdxToc = {
  items: [
    {
      url: '#نصب',
      title: 'نصب',
      items: [
        { url: '#کلید-api', title: 'کلید API', items: [{ url: '#h4-deep', title: 'عمیق' }] },
        { url: '#%D9%86%D8%B3%D8%AE%D9%87', title: 'نسخه' },
      ],
    },
    { url: '#درخواست', title: 'درخواست' },
    // A skipped level (h2 → h4 under no h3) arrives without a URL: its children move up, h4 stays out.
    { items: [{ url: '#orphan', title: 'یتیم', items: [{ url: '#h5', title: 'h5' }] }] },
  ],
};

describe('tocItems', () => {
  it('keeps h2 and h3 only', () => {
    const items = tocItems(mdxToc);
    expect(items.map((i) => [i.title, i.level])).toEqual([
      ['نصب', 2],
      ['درخواست', 2],
      ['یتیم', 3],
    ]);
    expect(items[0].children.map((c) => c.title)).toEqual(['کلید API', 'نسخه']);
    expect(items[0].children[0].children).toEqual([]);
    expect(tocIds(items)).toEqual(['نصب', 'کلید-api', 'نسخه', 'درخواست', 'orphan']);
  });

  it('handles a document without headings', () => {
    expect(tocItems({})).toEqual([]);
    expect(tocItems(null)).toEqual([]);
  });
});

function headings(tops: Record<string, number>) {
  document.body.innerHTML = '';
  for (const [id, top] of Object.entries(tops)) {
    const h = document.createElement('h2');
    h.id = id;
    h.getBoundingClientRect = () => ({
      top,
      bottom: top + 30,
      left: 0,
      right: 0,
      width: 0,
      height: 30,
      x: 0,
      y: top,
      toJSON: () => ({}),
    });
    document.body.appendChild(h);
  }
}

describe('TOC', () => {
  const items = tocItems({
    items: [
      { url: '#a', title: 'الف' },
      { url: '#b', title: 'ب' },
      { url: '#c', title: 'پ' },
    ],
  });

  it('is a named navigation listing the headings', () => {
    render(<TOC items={items} />);
    const nav = screen.getByRole('navigation', { name: 'فهرست مطالب این صفحه', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#a', '#b', '#c']);
  });

  it('highlights the heading in view while scrolling', async () => {
    headings({ a: 50, b: 600, c: 1200 });
    const { container } = render(<TOC items={items} />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const link = (id: string) => container.querySelector(`a[href="#${id}"]`)!;
    expect(link('a')).toHaveAttribute('aria-current', 'location');
    headings({ a: -700, b: 40, c: 500 });
    // headings() cleared the body: re-render into a fresh container.
    const second = render(<TOC items={items} />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const link2 = (id: string) => second.container.querySelector(`a[href="#${id}"]`)!;
    expect(link2('b')).toHaveAttribute('aria-current', 'location');
    expect(link2('a')).not.toHaveAttribute('aria-current');
    // Scrolling on: c passes the navbar.
    (document.getElementById('c')!.getBoundingClientRect as unknown) = () => ({ top: 60 });
    (document.getElementById('b')!.getBoundingClientRect as unknown) = () => ({ top: -400 });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      await new Promise((r) => setTimeout(r, 40));
    });
    expect(link2('c')).toHaveAttribute('aria-current', 'location');
    expect(link2('b')).not.toHaveAttribute('aria-current');
  });

  it('collapses into an «در این صفحه» disclosure on narrow screens', async () => {
    render(<TOCCollapsible items={items} />);
    const summary = screen.getByText('در این صفحه');
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(details).toHaveAttribute('open');
    expect(
      within(details)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#a', '#b', '#c']);
  });

  it('renders nothing without headings', () => {
    const { container } = render(
      <>
        <TOC items={[]} />
        <TOCCollapsible items={[]} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

it('server-renders the first heading as current, as the browser finds it at the top of the page', () => {
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
  const html = renderToString(<TOC items={tocItems(mdxToc)} />);
  const current = html.match(/<a href="([^"]+)" aria-current="location"/g) ?? [];
  expect(current).toEqual(['<a href="#نصب" aria-current="location"']);
});
