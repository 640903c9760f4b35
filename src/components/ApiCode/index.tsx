import type { CSSProperties } from 'react';
import { translate } from '../../i18n/translate';
import { codeLines } from '../../lib/codeLines';
import { CodeBlock } from '../CodeBlock';

const LANGUAGE_NAMES: Record<string, string> = {
  bash: 'cURL',
  python: 'Python',
  javascript: 'JavaScript',
  json: 'JSON',
  text: 'SSE',
};

export interface ApiCodeProps {
  /** Prism token HTML produced at build time; its text content is exactly the code. */
  html: string;
  /** Prism language, e.g. `bash`, `python`, `json`. */
  prism: string;
  title?: string;
  /** Names the scrollable code region for assistive technology; the language by default. */
  label?: string;
}

/**
 * Build-time highlighted code in the site's code block, in the same markup gatsby-remark-prismjs writes,
 * so it gets the same theme, LTR island and copy button (which copies the <pre>'s text).
 */
export function ApiCode({ html, prism, title, label }: ApiCodeProps) {
  // A block with a visible title («نمونه‌ی پاسخ: …») is named by that title alone; otherwise «نمونه‌ی کد» and
  // the language, so no name reads «نمونه‌ی کد نمونه‌ی …».
  const name =
    label || !title
      ? translate('theme.CodeBlock.region', { language: label ?? LANGUAGE_NAMES[prism] ?? prism })
      : title;
  return (
    <CodeBlock title={title} language={prism}>
      {/* Long sample lines scroll sideways: the region is focusable so keyboard users can scroll it too. */}
      <div
        className="gatsby-highlight"
        data-language={prism}
        tabIndex={0}
        role="group"
        aria-label={name}
        // Its height while off screen and not laid out (see the Prism theme).
        style={{ '--code-lines': codeLines(html) } as CSSProperties}
      >
        <pre className={`language-${prism}`}>
          <code className={`language-${prism}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
      </div>
    </CodeBlock>
  );
}
