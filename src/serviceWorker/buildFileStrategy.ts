import { Strategy, StrategyHandler } from 'workbox-strategies';
import { PAGE_LOAD_TIMERS } from '../lib/pageLoadTimers';
import type { BuildFile } from './buildFiles';
import { checkFile, isHtmlFor } from './revision';
import type { SavedCopy } from './savedCopy';

/**
 * How long a page or its data may take from the network before the saved copy answers (the network's
 * answer, when it comes, is still kept if it is this build's). Short: on a link that drops for minutes, a
 * reader waits this long per page, not the browser's minute.
 */
export const NETWORK_TIMEOUT_MS = PAGE_LOAD_TIMERS.networkTimeoutMs;

type Settled = { response: Response } | { error: unknown };

/**
 * A Workbox strategy for the files of this build (src/lib/offline/files says which), reading and writing the
 * saved copy's precache keys:
 * - content-hashed files (scripts, the font, the search index): cache first, then the network; both
 *   checked against the file's digest;
 * - pages and page data: the network first, for NETWORK_TIMEOUT_MS; then the saved copy; a server error
 *   (5xx) is also answered from the saved copy when it has the file, else passed on as it is.
 * A network answer that holds this build's bytes is kept when it is not saved yet (`onKept` follows): that
 * is how only the pages a reader opens are saved on Save-Data or 2g.
 */
export class BuildFileStrategy extends Strategy {
  constructor(
    private readonly copy: SavedCopy,
    private readonly fileOf: (request: Request) => BuildFile | undefined,
    private readonly onKept: (file: BuildFile) => void = () => undefined,
    private readonly timeoutMs = NETWORK_TIMEOUT_MS,
  ) {
    super({ matchOptions: { ignoreVary: true } });
  }

  protected async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const file = this.fileOf(request);
    if (!file) return handler.fetch(request);
    return file.hashed ? this.cacheFirst(file, request, handler) : this.networkFirst(file, request, handler);
  }

  /** The network's answer; an HTML page answering page data (a portal's, kept in the HTTP cache) is asked for again past that cache. */
  private fetchFile(file: BuildFile, request: Request, handler: StrategyHandler): Promise<Response> {
    return handler
      .fetch(request)
      .then((response) =>
        isHtmlFor(file, response)
          ? handler.fetch(new Request(request, { cache: 'reload' })).catch(() => response)
          : response,
      );
  }

  private fetchAndKeep(file: BuildFile, request: Request, handler: StrategyHandler): Promise<Response> {
    const network = this.fetchFile(file, request, handler);
    // Keeps the worker alive until the copy is saved; the reader's answer is `network`, not this promise.
    void handler.waitUntil(
      network.then(
        async (response) => {
          if (response.ok && (await this.copy.keep(file, response.clone()))) this.onKept(file);
        },
        () => undefined,
      ),
    );
    return network;
  }

  /**
   * A hashed file: the saved copy (checked against its digest), else the network. A network answer that is
   * not this build's file (a portal's page kept in the HTTP cache under the script's URL) is asked for
   * again past the HTTP cache, so the reader's page runs on the right bytes whenever the server has them.
   */
  private async cacheFirst(file: BuildFile, request: Request, handler: StrategyHandler): Promise<Response> {
    const saved = await this.copy.match(file);
    if (saved) return saved;
    const response = await handler.fetch(request);
    if ((await checkFile(file, response)).ok) return this.kept(file, response, handler);
    const again = await handler.fetch(new Request(request, { cache: 'reload' })).catch(() => response);
    return (await checkFile(file, again)).ok ? this.kept(file, again, handler) : response;
  }

  private kept(file: BuildFile, response: Response, handler: StrategyHandler): Response {
    void handler.waitUntil(
      this.copy.keep(file, response.clone()).then((saved) => (saved ? this.onKept(file) : undefined)),
    );
    return response;
  }

  private async networkFirst(file: BuildFile, request: Request, handler: StrategyHandler): Promise<Response> {
    const network: Promise<Settled> = this.fetchAndKeep(file, request, handler).then(
      (response) => ({ response }),
      (error: unknown) => ({ error }),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.timeoutMs);
    });
    const first = await Promise.race([network, late]);
    clearTimeout(timer);
    // A server error, or an HTML page answering page data (a portal's), is answered from the copy when it can be.
    if (first !== 'late' && 'response' in first && first.response.status < 500 && !isHtmlFor(file, first.response))
      return first.response;
    const saved = await this.copy.match(file);
    if (saved) return saved;
    const settled = first === 'late' ? await network : first;
    if ('response' in settled) return settled.response;
    throw settled.error;
  }
}
