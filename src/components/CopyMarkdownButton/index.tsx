import { useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/translate';
import { markdownTwinPath } from '../../lib/twinPath';
import * as styles from './styles';

type State = 'idle' | 'copying' | 'copied' | 'failed';

async function fetchTwin(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown, text/plain;q=0.9' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Puts the text on the clipboard. Where ClipboardItem takes a promise (Chromium, Safari) the write starts
 * inside the click, so Safari keeps the user gesture while the twin downloads; elsewhere the text is
 * fetched first and written with writeText.
 */
async function writeToClipboard(text: () => Promise<string>): Promise<void> {
  const Item = (window as { ClipboardItem?: typeof ClipboardItem }).ClipboardItem;
  if (Item && navigator.clipboard?.write) {
    try {
      const blob = text().then((t) => new Blob([t], { type: 'text/plain' }));
      await navigator.clipboard.write([new Item({ 'text/plain': blob })]);
      return;
    } catch {
      // Fall back to writeText below (older engines reject a promise inside ClipboardItem).
    }
  }
  await navigator.clipboard.writeText(await text());
}

export interface CopyMarkdownButtonProps {
  /** The page's route; the twin is fetched from our own origin at `<route>.md`. */
  route: string;
}

/** «Copy page as Markdown»: copies the page's Markdown twin, for pasting into an AI assistant. */
export function CopyMarkdownButton({ route }: CopyMarkdownButtonProps) {
  const href = markdownTwinPath(route);
  const [state, setState] = useState<State>('idle');
  const cache = useRef<string | null>(null);

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return undefined;
    const t = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(t);
  }, [state]);

  const copy = async () => {
    setState('copying');
    try {
      await writeToClipboard(async () => {
        if (cache.current === null) cache.current = await fetchTwin(href);
        return cache.current;
      });
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const message = state === 'idle' ? '' : translate(`theme.CopyMarkdown.${state}`);

  return (
    <div css={styles.group}>
      <button
        type="button"
        css={styles.button}
        onClick={() => void copy()}
        aria-busy={state === 'copying' || undefined}
        title={translate('theme.CopyMarkdown.label')}
        data-state={state}
      >
        <svg css={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        {translate('theme.CopyMarkdown.button')}
      </button>
      <a css={styles.link} href={href} type="text/markdown">
        {translate('theme.CopyMarkdown.view')}
      </a>
      <span role="status" css={[styles.status, state === 'failed' && styles.failed]}>
        {message}
      </span>
    </div>
  );
}
