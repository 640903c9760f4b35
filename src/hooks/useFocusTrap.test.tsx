import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useFocusTrap } from './useFocusTrap';

function Dialog({ onEscape = () => {} }: { onEscape?: () => void }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useFocusTrap(
    panel,
    open,
    () => {
      onEscape();
      setOpen(false);
    },
    opener,
  );
  return (
    <>
      <button ref={opener} onClick={() => setOpen(true)}>
        باز کردن
      </button>
      <button>بیرون</button>
      {open && (
        <div ref={panel} tabIndex={-1}>
          <a href="/a">اول</a>
          <div hidden>
            <button>پنهان</button>
          </div>
          <button disabled>غیرفعال</button>
          <input aria-label="آخر" />
        </div>
      )}
    </>
  );
}

it('moves focus in, cycles Tab and Shift+Tab inside, skips hidden and disabled controls', () => {
  render(<Dialog />);
  fireEvent.click(screen.getByRole('button', { name: 'باز کردن' }));
  const first = screen.getByRole('link', { name: 'اول' });
  const last = screen.getByRole('textbox', { name: 'آخر' });
  expect(first).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
  expect(last).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(first).toHaveFocus();
  screen.getByRole('button', { name: 'بیرون' }).focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(first).toHaveFocus(); // focus that left the panel is brought back
});

it('closes on Escape and gives focus back to the button that opened it', () => {
  const onEscape = jest.fn();
  render(<Dialog onEscape={onEscape} />);
  const opener = screen.getByRole('button', { name: 'باز کردن' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onEscape).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('link', { name: 'اول' })).toBeNull();
  expect(opener).toHaveFocus();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(onEscape).toHaveBeenCalledTimes(1); // no longer listening
});
