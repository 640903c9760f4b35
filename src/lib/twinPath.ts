/**
 * Where a page's Markdown twin lives: `/` → `/index.md`, `/concepts/qa` → `/concepts/qa.md` (a file beside
 * the page's folder, so relative links inside it resolve like the page's). Kept apart from the converter so
 * the browser bundle (Seo, CopyMarkdownButton) does not pull in the Markdown parser.
 */
export function markdownTwinPath(route: string): string {
  return route === '/' ? '/index.md' : `${route.replace(/\/+$/, '')}.md`;
}
