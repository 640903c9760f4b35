import { render, screen, within } from '@testing-library/react';
import { FeatureCard, FeatureCards } from '.';

function renderCards() {
  return render(
    <FeatureCards>
      <FeatureCard title="چت‌بات و نشست" href="/api/session" icon="chat">
        <p>گفت‌وگو با حافظه.</p>
      </FeatureCard>
      <FeatureCard title="پایگاه دانش" href="/api/corpora" icon="no-such-icon">
        <p>پاسخ از روی اسناد.</p>
      </FeatureCard>
    </FeatureCards>,
  );
}

it('is a named section with a list of cards', () => {
  renderCards();
  const section = screen.getByRole('region', { name: 'امکانات اصلی' });
  const items = within(within(section).getByRole('list')).getAllByRole('listitem');
  expect(items).toHaveLength(2);
});

it('makes each card title a heading that links to its route', () => {
  renderCards();
  const heading = screen.getByRole('heading', { level: 3, name: 'چت‌بات و نشست' });
  expect(within(heading).getByRole('link')).toHaveAttribute('href', '/api/session');
  expect(screen.getByRole('link', { name: 'پایگاه دانش' })).toHaveAttribute('href', '/api/corpora');
  expect(screen.getByText('پاسخ از روی اسناد.')).toBeInTheDocument();
});

it('draws known icons, hidden from assistive technology, and skips unknown ones', () => {
  const { container } = renderCards();
  const icons = container.querySelectorAll('svg');
  expect(icons).toHaveLength(1);
  expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
});
