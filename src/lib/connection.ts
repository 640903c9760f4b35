/** The parts of the Network Information API that decide whether to fetch ahead of the reader. */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

/**
 * False on a 2g (or slow-2g) connection or with data saver on, exactly as Gatsby's loader decides for
 * links that scroll into view; true where the browser does not say (most non-Chromium browsers).
 */
export function connectionAllowsPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if ((connection.effectiveType || '').includes('2g')) return false;
  if (connection.saveData) return false;
  return true;
}

/**
 * Whether to fetch a page ahead of the reader now: not offline (a failed prefetch is remembered by
 * Gatsby's loader for the rest of the visit), and not on a connection that asks to save data.
 */
export function prefetchAllowed(nav: Pick<Navigator, 'onLine'> & { connection?: ConnectionInfo }): boolean {
  return nav.onLine !== false && connectionAllowsPrefetch(nav.connection);
}
