import { createElement, Profiler, type ProfilerOnRenderCallback, type ReactElement, type ReactNode } from 'react';

/** One commit of a region, as the profiling build of React DOM reports it (milliseconds). */
export interface TraceRegionEntry {
  id: string;
  kind: 'render' | 'layoutEffects' | 'passiveEffects';
  phase: string;
  ms: number;
  at: number;
}

declare global {
  interface Window {
    __traceRegions?: TraceRegionEntry[];
  }
}

const push = (entry: TraceRegionEntry) => (window.__traceRegions ??= []).push(entry);

const onRender: ProfilerOnRenderCallback = (id, phase, actualDuration, _base, startTime) =>
  push({ id, kind: 'render', phase, ms: actualDuration, at: startTime });
// React 18's profiling build also reports the time of a region's effects (Profiler's onCommit and
// onPostCommit, not in @types/react).
const onCommit = (id: string, phase: string, ms: number, at: number) =>
  push({ id, kind: 'layoutEffects', phase, ms, at });
const onPostCommit = (id: string, phase: string, ms: number, at: number) =>
  push({ id, kind: 'passiveEffects', phase, ms, at });

/**
 * A named region of the page for the bench's hydration figures (`npm run bench -- --parts regions`): in a
 * build made with GATSBY_TRACE_REGIONS=1 and `gatsby build --profile`, a React Profiler that records how long the region
 * took to render (hydrate) and to run its effects, in window.__traceRegions. In every other build the
 * condition is false at compile time and only the children remain.
 */
export function TraceRegion({ name, children }: { name: string; children: ReactNode }) {
  if (process.env.GATSBY_TRACE_REGIONS !== '1') return children as ReactElement;
  return createElement(Profiler, { id: name, onRender, ...({ onCommit, onPostCommit } as object) }, children);
}
