import { render, screen, fireEvent, waitFor } from '@testing-library/react';
import { ApiCode } from '.';

it('shows highlighted code whose text is the code, and copies exactly that text', async () => {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const html =
    '<span class="token function">curl</span> https://api.metisai.ir/api/v1/bots <span class="token operator">&amp;&amp;</span> echo';
  const { container } = render(<ApiCode html={html} prism="bash" label="cURL" />);
  const pre = container.querySelector('pre');
  expect(pre).toHaveClass('language-bash');
  expect(pre?.closest('[dir="ltr"]')).not.toBeNull();
  expect(pre?.textContent).toBe('curl https://api.metisai.ir/api/v1/bots && echo');
  const region = screen.getByRole('group', { name: 'نمونه‌ی کد cURL' });
  expect(region).toHaveAttribute('tabindex', '0');
  fireEvent.click(screen.getByRole('button'));
  await waitFor(() => expect(writeText).toHaveBeenCalledWith('curl https://api.metisai.ir/api/v1/bots && echo'));
});

it('names a titled block by its visible title alone, never «نمونه‌ی کد نمونه‌ی …»', () => {
  render(<ApiCode html="{}" prism="json" title="نمونه‌ی پاسخ: شناسه‌ی ناموجود" />);
  expect(screen.getByRole('group', { name: 'نمونه‌ی پاسخ: شناسه‌ی ناموجود' })).toBeInTheDocument();
  render(<ApiCode html="{}" prism="json" />);
  expect(screen.getByRole('group', { name: 'نمونه‌ی کد JSON' })).toBeInTheDocument();
});
