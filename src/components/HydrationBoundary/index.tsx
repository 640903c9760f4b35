import { ReactNode, Suspense } from 'react';
import { TraceRegion } from '../TraceRegion';

/**
 * A Suspense boundary for hydration only. React 18 leaves a server-rendered boundary dehydrated while it
 * hydrates the page shell, then hydrates it at idle priority in slices of a few milliseconds, so a long
 * document no longer hydrates in one long task that blocks input (Lighthouse's total blocking time).
 * Nothing inside suspends, so the fallback is never shown; a click inside before it is hydrated is
 * replayed once it is. `name` names the region in a trace build's figures (src/components/TraceRegion).
 */
export function HydrationBoundary({ name, children }: { name?: string; children: ReactNode }) {
  const boundary = <Suspense fallback={null}>{children}</Suspense>;
  return process.env.GATSBY_TRACE_REGIONS === '1' && name ? (
    <TraceRegion name={name}>{boundary}</TraceRegion>
  ) : (
    boundary
  );
}
