import { CodeBlock } from '../CodeBlock';

export interface ApiCodeProps {
  /** Prism token HTML produced at build time; its text content is exactly the code. */
  html: string;
  /** Prism language, e.g. `bash`, `python`, `json`. */
  prism: string;
  title?: string;
}

/**
 * Build-time highlighted code in the site's code block, in the same markup gatsby-remark-prismjs writes,
 * so it gets the same theme, LTR island and copy button (which copies the <pre>'s text).
 */
export function ApiCode({ html, prism, title }: ApiCodeProps) {
  return (
    <CodeBlock title={title} language={prism}>
      <div className="gatsby-highlight" data-language={prism}>
        <pre className={`language-${prism}`}>
          <code className={`language-${prism}`} dangerouslySetInnerHTML={{ __html: html }} />
        </pre>
      </div>
    </CodeBlock>
  );
}
