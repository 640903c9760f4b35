import { ReactNode, useEffect, useRef, useState } from 'react';
import { translate } from '../../i18n/translate';
import * as styles from './styles';

export interface CodeBlockProps {
  /** Shown above the code (from the fence meta `title="…"`). */
  title?: string;
  /** The fence language as the author wrote it. */
  language?: string;
  /** The highlighted block rendered at build time by gatsby-remark-prismjs. */
  children?: ReactNode;
}

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The code a reader sees in a <pre>: its text, with the line break of each highlighted line ({2-3} in the
 * fence). The build puts it back inside the line's span (src/patches/prismCodeBlocks.ts); a span without
 * it (gatsby-remark-prismjs's own output) gets it here.
 */
export function codeText(pre: Element): string {
  const copy = pre.cloneNode(true) as Element;
  for (const line of copy.querySelectorAll('.gatsby-highlight-code-line'))
    if (!line.textContent?.endsWith('\n')) line.append('\n');
  return copy.textContent ?? '';
}

/**
 * A code block: an LTR island with its title and a copy button. The button copies the text the reader
 * sees (the <pre>'s text), so the highlighted HTML is not shipped twice.
 */
export function CodeBlock({ title, language, children }: CodeBlockProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const t = window.setTimeout(() => setState('idle'), 2000);
    return () => window.clearTimeout(t);
  }, [state]);

  const copy = async () => {
    const pre = ref.current?.querySelector('pre');
    const text = pre ? codeText(pre) : '';
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  const label =
    state === 'copied'
      ? translate('theme.CodeBlock.copied')
      : state === 'failed'
        ? translate('theme.CodeBlock.copyFailed')
        : translate('theme.CodeBlock.copy');

  return (
    <div css={styles.container} dir="ltr" data-language={language || undefined}>
      {title ? (
        <div css={styles.title} dir="auto">
          {title}
        </div>
      ) : null}
      <div css={styles.body} ref={ref}>
        {children}
        {/* Named by what it shows (WCAG 2.5.3): the visible word begins the idle name, and once pressed the
            name is the visible copied / not-copied label itself. Inside the LTR island the Persian label still
            reads right to left: `auto` takes the direction from the text. */}
        <button
          type="button"
          css={styles.copy}
          onClick={() => void copy()}
          aria-label={state === 'idle' ? translate('theme.CodeBlock.copyLabel') : label}
          dir="auto"
        >
          <span aria-live="polite">{label}</span>
        </button>
      </div>
    </div>
  );
}
