import { ComponentPropsWithoutRef } from 'react';
import { Admonition } from '../Admonition';
import { ApiDownloads } from '../ApiDownloads';
import { ApiOperation } from '../ApiOperation';
import { ApiSchema } from '../ApiSchema';
import { CodeBlock } from '../CodeBlock';
import { DocLink } from '../DocLink';
import { FeatureCard, FeatureCards } from '../FeatureCards';
import { Figure } from '../Figure';
import { Heading } from '../Heading';
import { Hero } from '../Hero';
import { PricingDate, PricingTable } from '../PricingTable';
import { ScrollTable } from '../ScrollTable';
import { TabItem, Tabs } from '../Tabs';

/**
 * Everything MDX documents may use without importing it, and the overrides of Markdown's own elements.
 * Add a component here to make it available to authors (and document it in AUTHORING.md).
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
  Tabs,
  TabItem,
  // API reference: rendered from the page's own data (see src/contexts/apiReference.tsx).
  ApiOperation,
  ApiSchema,
  ApiDownloads,
  // Content components: landing page, figures, the static price list.
  Hero,
  FeatureCards,
  FeatureCard,
  Figure,
  PricingTable,
  PricingDate,
};
