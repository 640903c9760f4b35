import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider, nextColorMode, parseColorMode, useColorMode } from './colorMode';
import { installMatchMedia } from '../hooks/__testing__/matchMedia';

const DARK = '(prefers-color-scheme: dark)';

function Probe() {
  const { choice, resolved, cycle } = useColorMode();
  return (
    <button type="button" onClick={cycle}>
      {choice}/{resolved}
    </button>
  );
}

const html = () => document.documentElement;

beforeEach(() => {
  window.localStorage.clear();
  html().removeAttribute('data-theme');
  html().removeAttribute('data-theme-choice');
});
afterEach(() => jest.restoreAllMocks());

it('cycles light → dark → system → light, storing each choice and applying it to <html>', async () => {
  installMatchMedia({ [DARK]: true });
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );
  const button = screen.getByRole('button');
  expect(button).toHaveTextContent('light/light');
  await userEvent.click(button);
  expect(button).toHaveTextContent('dark/dark');
  expect(window.localStorage.getItem('theme')).toBe('dark');
  expect(html()).toHaveAttribute('data-theme', 'dark');
  await userEvent.click(button);
  expect(button).toHaveTextContent('system/dark');
  expect(window.localStorage.getItem('theme')).toBe('system');
  expect(html()).toHaveAttribute('data-theme-choice', 'system');
  await userEvent.click(button);
  expect(button).toHaveTextContent('light/light');
  expect(html()).toHaveAttribute('data-theme', 'light');
});

it('restores the stored choice after mount', () => {
  installMatchMedia();
  window.localStorage.setItem('theme', 'dark');
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('dark/dark');
});

it('«system» follows the operating system live', () => {
  const media = installMatchMedia({ [DARK]: false });
  window.localStorage.setItem('theme', 'system');
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('system/light');
  act(() => media.set(DARK, true));
  expect(screen.getByRole('button')).toHaveTextContent('system/dark');
  expect(html()).toHaveAttribute('data-theme', 'dark');
  act(() => media.set(DARK, false));
  expect(html()).toHaveAttribute('data-theme', 'light');
});

it('falls back to light for a corrupt stored value, without an error', () => {
  installMatchMedia();
  window.localStorage.setItem('theme', '{"oops"');
  const error = jest.spyOn(console, 'error');
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('light/light');
  expect(error).not.toHaveBeenCalled();
});

it('keeps working for the page when storage is unavailable', async () => {
  installMatchMedia();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  render(
    <ColorModeProvider>
      <Probe />
    </ColorModeProvider>,
  );
  const button = screen.getByRole('button');
  expect(button).toHaveTextContent('light/light');
  await userEvent.click(button);
  expect(button).toHaveTextContent('dark/dark');
  expect(html()).toHaveAttribute('data-theme', 'dark');
});

it('parses and cycles as documented', () => {
  expect(parseColorMode(null)).toBe('light');
  expect(parseColorMode('DARK')).toBe('light');
  expect(parseColorMode('system')).toBe('system');
  expect(nextColorMode('light')).toBe('dark');
  expect(nextColorMode('dark')).toBe('system');
  expect(nextColorMode('system')).toBe('light');
});

it('throws a clear error outside its provider', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<Probe />)).toThrow('useColorMode must be used inside <ColorModeProvider>');
});
