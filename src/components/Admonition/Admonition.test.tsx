import { render, screen } from '@testing-library/react';
import { Admonition } from '.';

it.each([
  ['tip', 'نکته'],
  ['note', 'یادداشت'],
  ['info', 'اطلاعات'],
  ['warning', 'هشدار'],
  ['danger', 'خطر'],
] as const)('labels a %s callout «%s»', (type, label) => {
  render(<Admonition type={type}>متن</Admonition>);
  expect(screen.getByRole('note', { name: label })).toHaveTextContent('متن');
});

it('uses the author title when given', () => {
  render(
    <Admonition type="tip" title="دو نشانی API">
      متن
    </Admonition>,
  );
  expect(screen.getByRole('note', { name: 'دو نشانی API' })).toBeInTheDocument();
});
