/** Marks the sidebar's scrolling box, for the first load to find it. */
export const SIDEBAR_BOX_ATTRIBUTE = 'data-sidebar-box';

/**
 * Brings the sidebar's current page into view (a third of the way down) when it lies outside its scrolling
 * box. Run by the first load on the server's HTML (gatsby-browser's onClientEntry: the sidebar's own code
 * waits for the reader's first interaction, src/browser/deferredCode.ts) and by the sidebar after a
 * navigation.
 */
export function revealCurrent(box: HTMLElement | null = document.querySelector(`[${SIDEBAR_BOX_ATTRIBUTE}]`)): void {
  const current = box?.querySelector<HTMLElement>('[aria-current="page"]');
  if (!box || !current) return;
  const top = current.offsetTop - box.offsetTop;
  if (top < box.scrollTop || top > box.scrollTop + box.clientHeight - current.offsetHeight) {
    box.scrollTop = Math.max(0, top - box.clientHeight / 3);
  }
}
