import { useEffect, useState } from 'react';

/**
 * The id of the heading the reader is reading: the last of `ids` whose top has passed `offset` pixels
 * from the top of the viewport (the sticky navbar), or the first heading while none has. At the very
 * bottom of the page the last heading wins, since it can never reach the top.
 */
export function activeHeadingId(ids: string[], offset: number): string | null {
  let active: string | null = null;
  for (const id of ids) {
    const el = document.getElementById(id);
    if (!el) continue;
    if (active === null) active = id;
    if (el.getBoundingClientRect().top <= offset) active = id;
    else break;
  }
  const doc = document.documentElement;
  if (
    ids.length &&
    window.innerHeight + window.scrollY >= doc.scrollHeight - 2 &&
    doc.scrollHeight > window.innerHeight
  ) {
    const last = [...ids].reverse().find((id) => document.getElementById(id));
    if (last) active = last;
  }
  return active;
}

/**
 * Keeps the active heading up to date while the reader scrolls or resizes. It starts on the first
 * heading, which is what activeHeadingId finds at the top of a page, so the static HTML already has it
 * and hydration changes nothing in the DOM of a page opened at its top.
 */
export function useTocHighlight(ids: string[], offset: number): string | null {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const key = ids.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      setActive(activeHeadingId(list, offset));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, offset]);
  return active;
}
