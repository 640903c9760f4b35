import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorModeProvider } from '../../contexts/colorMode';
import { installMatchMedia } from '../../hooks/__testing__/matchMedia';
import { serverHtml } from '../../app/__testing__/serverHtml';
import { ColorModeToggle } from '.';
import { nameStoredMode } from './storedModeName';

beforeEach(() => {
  window.localStorage.clear();
  installMatchMedia();
});

it('is named in Persian with the current mode and cycles light → dark → system', async () => {
  render(
    <ColorModeProvider>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
  const button = screen.getByRole('button', { name: 'تغییر حالت رنگ (اکنون: روشن)' });
  await userEvent.click(button);
  expect(button).toHaveAccessibleName('تغییر حالت رنگ (اکنون: تیره)');
  await userEvent.click(button);
  expect(button).toHaveAccessibleName('تغییر حالت رنگ (اکنون: هماهنگ با سیستم)');
  expect(window.localStorage.getItem('theme')).toBe('system');
  await userEvent.click(button);
  expect(button).toHaveAccessibleName('تغییر حالت رنگ (اکنون: روشن)');
});

it('holds an icon per mode so CSS can show the stored one before hydration', () => {
  render(
    <ColorModeProvider>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
  const modes = Array.from(screen.getByRole('button').querySelectorAll('svg')).map((s) => s.getAttribute('data-mode'));
  expect(modes).toEqual(['light', 'dark', 'system']);
});

it('is named after the stored mode by the first load, before its code has come', () => {
  const server = serverHtml(
    <ColorModeProvider>
      <ColorModeToggle />
    </ColorModeProvider>,
  );
  document.body.innerHTML = server.body.innerHTML;
  document.documentElement.setAttribute('data-theme-choice', 'system');
  expect(screen.getByRole('button')).toHaveAccessibleName('تغییر حالت رنگ (اکنون: روشن)');
  nameStoredMode();
  expect(screen.getByRole('button')).toHaveAccessibleName('تغییر حالت رنگ (اکنون: هماهنگ با سیستم)');
  expect(screen.getByRole('button')).toHaveAttribute('title', 'تغییر حالت رنگ (اکنون: هماهنگ با سیستم)');
  document.documentElement.removeAttribute('data-theme-choice');
});
