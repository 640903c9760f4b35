import { MDXProvider } from '@mdx-js/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { MdxElement } from '../../lib/mdxTree';
import { MDXDocument } from '.';

const Box = ({ title, children }: { title?: ReactNode; children?: ReactNode }) => (
  <section aria-label="جعبه">
    <h4>{title}</h4>
    {children}
  </section>
);

describe('MDXDocument', () => {
  it('renders Markdown elements through the MDX provider, and HTML elements as themselves', () => {
    const tree: MdxElement = [
      '',
      ['h2', { id: 'x' }, 'عنوان'],
      '\n',
      ['p', 'متن با ', ['code', 'code'], ' و ', ['strong', 'پررنگ']],
    ];
    render(
      <MDXProvider components={{ h2: (p: object) => <h2 data-mapped="yes" {...p} /> }}>
        <MDXDocument tree={tree} />
      </MDXProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'عنوان' })).toHaveAttribute('data-mapped', 'yes');
    expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'x');
    expect(screen.getByText('پررنگ').tagName).toBe('STRONG');
  });

  it('never maps an element the author wrote as JSX', () => {
    render(
      <MDXProvider components={{ div: () => <p>نباید</p> }}>
        <MDXDocument tree={['!div', { className: 'box' }, 'درون']} />
      </MDXProvider>,
    );
    expect(screen.getByText('درون')).toHaveClass('box');
    expect(screen.queryByText('نباید')).toBeNull();
  });

  it("renders the page's components with their props, an element passed as a prop among them", () => {
    const tree: MdxElement = ['Box', { title: { $mdx: ['strong', 'سرتیتر'] } }, ['p', 'بدنه']];
    render(<MDXDocument tree={tree} components={{ Box }} />);
    const box = screen.getByRole('region', { name: 'جعبه' });
    expect(box.querySelector('h4 strong')).toHaveTextContent('سرتیتر');
    expect(box).toHaveTextContent('بدنه');
  });

  it('writes the same HTML as the JSX it stands for', () => {
    // react-dom/server needs TextEncoder, which jsdom does not provide.
    Object.assign(globalThis, { TextEncoder: require('util').TextEncoder });
    const { renderToString } = require('react-dom/server') as typeof import('react-dom/server');
    const tree: MdxElement = [
      '',
      ['p', 'الف ', ['!span', { style: { color: 'red' } }, 'ب']],
      '\n',
      ['!div', { dangerouslySetInnerHTML: { __html: '<pre>code</pre>' } }],
    ];
    const direct = renderToString(
      <>
        <p>
          الف <span style={{ color: 'red' }}>ب</span>
        </p>
        {'\n'}
        <div dangerouslySetInnerHTML={{ __html: '<pre>code</pre>' }} />
      </>,
    );
    expect(renderToString(<MDXDocument tree={tree} />)).toBe(direct);
  });

  it('fails, naming the component, when the page was not given one the document uses', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<MDXDocument tree={['ApiOperation', { id: 'x' }]} />)).toThrow(
      /<ApiOperation>, which this page was not given/,
    );
    jest.restoreAllMocks();
  });
});
