import { render, screen } from '@testing-library/react';
import { Heading } from '.';

it('renders the level with its id and a Persian-named hash link', () => {
  render(
    <Heading as="h2" id="ایجاد-نشست">
      ایجاد نشست
    </Heading>,
  );
  expect(screen.getByRole('heading', { level: 2 })).toHaveAttribute('id', 'ایجاد-نشست');
  expect(screen.getByRole('link', { name: 'پیوند مستقیم به بخش «ایجاد نشست»' })).toHaveAttribute('href', '#ایجاد-نشست');
});

it('has no hash link without an id', () => {
  render(<Heading as="h3">بدون شناسه</Heading>);
  expect(screen.queryByRole('link')).toBeNull();
});
