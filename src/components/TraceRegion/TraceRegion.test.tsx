import { render, screen } from '@testing-library/react';
import { TraceRegion } from '.';

const env = process.env.GATSBY_TRACE_REGIONS;
afterEach(() => {
  process.env.GATSBY_TRACE_REGIONS = env;
  delete window.__traceRegions;
});

it('renders only its children and records nothing in an ordinary build', () => {
  delete process.env.GATSBY_TRACE_REGIONS;
  render(
    <TraceRegion name="navbar">
      <p>متن</p>
    </TraceRegion>,
  );
  expect(screen.getByText('متن')).toBeInTheDocument();
  expect(window.__traceRegions).toBeUndefined();
});

it('renders the same children under a Profiler in a trace build', () => {
  // React's development build calls onRender too, so the region's commit is recorded here.
  process.env.GATSBY_TRACE_REGIONS = '1';
  render(
    <TraceRegion name="navbar">
      <p>متن</p>
    </TraceRegion>,
  );
  expect(screen.getByText('متن')).toBeInTheDocument();
  expect(window.__traceRegions?.some((e) => e.id === 'navbar' && e.kind === 'render' && e.phase === 'mount')).toBe(
    true,
  );
});
