import { act, fireEvent } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { useState } from 'react';
import type { MdxElement } from '../../lib/mdxTree';
import { serverHtml } from '../../app/__testing__/serverHtml';
import { ScrollTable } from '../ScrollTable';
import { MDXDocument } from '.';

// The first load of a page: React hydrates the islands of its document (what a reader can press) and leaves
// every other block as the server wrote it. A client-side navigation renders the next document with React.

function Counter({ children }: { children?: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {children} {n}
    </button>
  );
}

/** An island with a static part: its table keeps the server's HTML at first load. */
function TableIsland() {
  return (
    <div>
      <ScrollTable>
        <tbody>
          <tr>
            <td>خانه</td>
          </tr>
        </tbody>
      </ScrollTable>
      <Counter>جدول</Counter>
    </div>
  );
}

const first: MdxElement = [
  '',
  ['p', 'بند ', ['strong', 'ایستا']],
  '\n',
  ['hr'],
  '\n',
  ['Tabs', 'شمارنده'],
  '\n',
  ['ul', ['li', 'یک']],
  '\n',
  ['CodeBlock'],
];
const second: MdxElement = ['', ['p', 'صفحه‌ی بعد'], '\n', ['Tabs', 'دیگری']];

function Page({ tree }: { tree: MdxElement }) {
  return (
    <div data-document="">
      <MDXDocument tree={tree} components={{ Tabs: Counter, CodeBlock: TableIsland }} />
    </div>
  );
}

const hasFiber = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

it('hydrates only the islands at first load, then renders the next document with React', async () => {
  const container = document.createElement('div');
  container.innerHTML = serverHtml(<Page tree={first} />).body.innerHTML;
  document.body.append(container);
  const paragraph = container.querySelector('p') as HTMLParagraphElement;
  const strong = container.querySelector('strong') as HTMLElement;
  const errors: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, <Page tree={first} />, { onRecoverableError: (error) => errors.push(error) }),
  );
  expect(errors).toEqual([]);
  // The static blocks are the server's own nodes: React neither rendered nor hydrated what is inside them.
  expect(container.querySelector('p')).toBe(paragraph);
  expect(paragraph).toHaveTextContent('بند ایستا');
  expect(hasFiber(strong)).toBe(false);
  expect(container.querySelector('li')).toHaveTextContent('یک');
  // An island's table is the server's too; its button is React's.
  expect(hasFiber(container.querySelector('td') as Node)).toBe(false);
  expect(container.querySelector('td')).toHaveTextContent('خانه');
  // The island works.
  const button = container.querySelector('button') as HTMLButtonElement;
  expect(hasFiber(button)).toBe(true);
  await act(async () => fireEvent.click(button));
  expect(button).toHaveTextContent('شمارنده 1');

  await act(async () => root.render(<Page tree={second} />));
  expect(container.querySelectorAll('p')).toHaveLength(1);
  expect(container.querySelector('p')).toHaveTextContent('صفحه‌ی بعد');
  expect(container.querySelector('hr')).toBeNull();
  expect(hasFiber(container.querySelector('p') as Node)).toBe(true);
  await act(async () => fireEvent.click(container.querySelector('button') as HTMLButtonElement));
  expect(container.querySelector('button')).toHaveTextContent('دیگری 1');

  // The first document again, as a later navigation brings it: rendered by React, never the stand-ins.
  await act(async () => root.render(<Page tree={first} />));
  expect(container.querySelector('strong')).toHaveTextContent('ایستا');
  expect(hasFiber(container.querySelector('td') as Node)).toBe(true);
  expect(hasFiber(container.querySelector('strong') as Node)).toBe(true);
  act(() => root.unmount());
  container.remove();
});
