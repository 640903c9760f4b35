import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia } from '../../hooks/__testing__/matchMedia';
import { BackToTopButton } from '.';

const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 30));
  });
};

afterEach(() => scrollTo(0));

it('appears only after the reader scrolls down', async () => {
  installMatchMedia();
  render(<BackToTopButton />);
  // Hidden (visibility: hidden) it has no accessible name yet: find it by its label.
  const button = screen.getByLabelText('بازگشت به بالای صفحه');
  expect(button).toHaveAttribute('data-shown', 'false');
  expect(button).toHaveAttribute('tabindex', '-1');
  await scrollTo(1200);
  expect(button).toHaveAttribute('data-shown', 'true');
  expect(button).toHaveAttribute('tabindex', '0');
  await scrollTo(100);
  expect(button).toHaveAttribute('data-shown', 'false');
});

it('scrolls smoothly, or instantly when reduced motion is asked for', async () => {
  const spy = jest.fn();
  window.scrollTo = spy as never;
  installMatchMedia({ '(prefers-reduced-motion: reduce)': false });
  const { unmount } = render(<BackToTopButton />);
  await scrollTo(1200);
  await userEvent.click(screen.getByRole('button', { name: 'بازگشت به بالای صفحه' }));
  expect(spy).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  unmount();
  installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
  render(<BackToTopButton />);
  await scrollTo(1300);
  await userEvent.click(screen.getByRole('button', { name: 'بازگشت به بالای صفحه' }));
  expect(spy).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
});
