import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';

loadLanguages(['bash', 'python', 'json', 'javascript']);

/**
 * Highlights code at build time with the same Prism and token classes gatsby-remark-prismjs writes, so
 * samples look like every other code block and no highlighter ships to the browser. The text content of
 * the result is exactly the input (Prism only wraps tokens in spans and escapes &, <).
 */
export function highlight(code: string, language: string): string {
  const grammar = Prism.languages[language];
  if (!grammar) return escapeHtml(code);
  return Prism.highlight(code, grammar, language);
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
