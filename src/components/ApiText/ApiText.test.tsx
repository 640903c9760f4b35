import { render } from '@testing-library/react';
import { ApiText } from '.';

it('renders backtick spans as left-to-right code inside Persian text', () => {
  const { container } = render(<ApiText text="کلید را در `x-api-key` بفرستید." />);
  const code = container.querySelector('code');
  expect(code).toHaveTextContent('x-api-key');
  expect(code).toHaveAttribute('dir', 'ltr');
  expect(container).toHaveTextContent('کلید را در x-api-key بفرستید.');
});

it('renders nothing without text', () => {
  const { container } = render(<ApiText text={undefined} />);
  expect(container).toBeEmptyDOMElement();
});

it('isolates Latin words inside Persian text', () => {
  const { container } = render(<ApiText text="از SDK رسمی OpenAI استفاده کنید." />);
  expect([...container.querySelectorAll('bdi')].map((b) => b.textContent)).toEqual(['SDK', 'OpenAI']);
});
