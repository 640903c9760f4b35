import { performance } from 'perf_hooks';

/**
 * Whether this process is `gatsby develop` (gatsby-cli sets `gatsby_executing_command` for every command).
 * The authoring server keeps going where a build stops: a step that fails the build on bad input reports it
 * (terminal and Gatsby's error overlay) and carries on with the rest of the content.
 */
export function isDevelop(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.gatsby_executing_command === 'develop';
}

/**
 * Runs `work` once this process has been quiet for `quietMs` (its event loop busy less than `busy` of the
 * time): `gatsby develop` does slow checks after it has shown an edit, not while it queries the open page.
 * A new call replaces a pending one. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, { quietMs = 750, busy = 0.25 } = {}): () => void {
  let last = performance.eventLoopUtilization();
  let timer: ReturnType<typeof setTimeout>;
  const tick = () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    if (utilization < busy) work();
    else timer = setTimeout(tick, quietMs);
  };
  timer = setTimeout(tick, quietMs);
  return () => clearTimeout(timer);
}
