import { render, screen } from '@testing-library/react';
import { Figure } from '.';

it('renders the image with its alternative text and names the figure by its caption', () => {
  render(<Figure src="/img/docs/flow.svg" alt="نمودار مسیر چت‌بات" caption="چت‌بات یک بار ساخته می‌شود." />);
  const figure = screen.getByRole('figure', { name: 'چت‌بات یک بار ساخته می‌شود.' });
  const image = screen.getByRole('img', { name: 'نمودار مسیر چت‌بات' });
  expect(figure).toContainElement(image);
  expect(image).toHaveAttribute('src', '/img/docs/flow.svg');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(figure.querySelector('figcaption')).toHaveTextContent('چت‌بات یک بار ساخته می‌شود.');
});

it('renders without a caption and without a dangling label', () => {
  render(<Figure src="/img/a.png" alt="تصویر" />);
  const figure = screen.getByRole('figure');
  expect(figure).not.toHaveAttribute('aria-labelledby');
  expect(figure.querySelector('figcaption')).toBeNull();
});
