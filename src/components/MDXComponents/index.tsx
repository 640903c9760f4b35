import { ComponentPropsWithoutRef } from 'react';
import { Admonition, CodeBlock, DocLink, Heading, ScrollTable } from '../Deferred';

/**
 * The MDX provider's registry: the overrides of Markdown's own elements and the two components our remark
 * plugins emit on almost every page (fenced code, admonitions). Everything else an author may use comes
 * with the page's template (src/node/templateRegistry.ts), so it travels with the pages that use it. All
 * are deferred (src/components/Deferred): the first load keeps the server's HTML of the static blocks they
 * render, and hydrates a code block (an island) once its code has come.
 */
export const mdxComponents = {
  h2: (p: ComponentPropsWithoutRef<'h2'>) => <Heading as="h2" {...p} />,
  h3: (p: ComponentPropsWithoutRef<'h3'>) => <Heading as="h3" {...p} />,
  h4: (p: ComponentPropsWithoutRef<'h4'>) => <Heading as="h4" {...p} />,
  a: DocLink,
  table: ScrollTable,
  // Inline code only: fenced code arrives as Prism's HTML inside <CodeBlock>.
  code: (p: ComponentPropsWithoutRef<'code'>) => <code dir="ltr" {...p} />,
  Admonition,
  CodeBlock,
};
