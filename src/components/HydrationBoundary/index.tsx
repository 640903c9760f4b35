import { ReactNode, Suspense } from 'react';

/**
 * A Suspense boundary for hydration only. React 18 leaves a server-rendered boundary dehydrated while it
 * hydrates the page shell, then hydrates it at idle priority in slices of a few milliseconds, so a long
 * document no longer hydrates in one long task that blocks input (Lighthouse's total blocking time).
 * Nothing inside suspends, so the fallback is never shown; a click inside before it is hydrated is
 * replayed once it is.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
