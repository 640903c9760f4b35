import { render } from '@testing-library/react';
import { Helmet } from './helmetClient';

function head(title: string, description: string) {
  return (
    <Helmet>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="preload" href="/f.woff2" as="font" crossOrigin="anonymous" />
      <script type="application/ld+json">{'{"a":1}'}</script>
    </Helmet>
  );
}

beforeEach(() => {
  document.head.innerHTML =
    '<meta data-react-helmet="true" name="description" content="از سرور"><link data-react-helmet="true" href="/favicon.svg" rel="icon" type="image/svg+xml"><style>keep</style><title data-react-helmet="true">سرور</title>';
});

it('brings the title and the managed tags up to date, leaving other head elements alone', () => {
  const icon = document.head.querySelector('link[rel="icon"]');
  const { rerender } = render(head('صفحهٔ یک | متیس', 'توضیح یک'));
  expect(document.title).toBe('صفحهٔ یک | متیس');
  expect(document.head.querySelectorAll('title')).toHaveLength(1);
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('توضیح یک');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  // Unchanged tags (the server-rendered icon, attributes in another order) are kept, not refetched.
  expect(document.head.querySelector('link[rel="icon"]')).toBe(icon);
  expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('crossorigin')).toBe('anonymous');
  expect(document.head.querySelector('script[type="application/ld+json"]')?.textContent).toBe('{"a":1}');
  expect(document.head.querySelector('style')?.textContent).toBe('keep');

  rerender(head('صفحهٔ دو | متیس', 'توضیح دو'));
  expect(document.title).toBe('صفحهٔ دو | متیس');
  expect([...document.head.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content'))).toEqual(
    ['توضیح دو'],
  );
  expect(document.head.querySelector('link[rel="icon"]')).toBe(icon);
});
