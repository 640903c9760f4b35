import { render, screen } from '@testing-library/react';
import { ScrollTable } from '.';

it('wraps the table in a focusable, named scroll group', () => {
  render(
    <ScrollTable>
      <tbody>
        <tr>
          <td>gpt-4o</td>
        </tr>
      </tbody>
    </ScrollTable>,
  );
  const region = screen.getByRole('group', { name: /جدول/ });
  expect(region).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('table')).toBeInTheDocument();
});
