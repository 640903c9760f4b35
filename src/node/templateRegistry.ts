/**
 * Which components an author may use in a document, and which page template carries their code.
 *
 * A document is data its template renders (src/components/MDXDocument), so the template decides what code
 * the page downloads: each page gets the smallest template holding every component its document uses, and
 * a concept page never downloads the API reference's tables. Markdown's own elements, fenced code
 * (CodeBlock) and admonitions (Admonition) come from the MDX provider on every page
 * (src/components/MDXComponents). Add a component to a group here, to that group's templates (each
 * template's test checks it holds its groups) and to AUTHORING.md.
 */
export const COMPONENT_GROUPS = {
  /** On concept pages and guides: tabs, figures and the «نیازمند بازبینی» mark. */
  prose: ['Tabs', 'TabItem', 'Figure', 'Unverified'],
  /** The API reference, rendered from the page's own data (src/contexts/apiReference.tsx). */
  api: ['ApiOperation', 'ApiSchema', 'ApiDownloads'],
  /** The landing page. */
  landing: ['Hero', 'FeatureCards', 'FeatureCard'],
  /** The static price list. */
  pricing: ['PricingTable', 'PricingDate'],
} as const;

export type ComponentGroup = keyof typeof COMPONENT_GROUPS;

/**
 * The templates, smallest first: `templates/<name>.tsx` at the project root. They live outside src/ because
 * Gatsby reads every file under src/ for queries and warns, on every build, about a page query in a file
 * no page uses (a site without price list would hear it for PricingDocPage); page components outside src/
 * are read only when a page uses them. A document that needs the components of two of them fails the
 * build, naming the template to add.
 */
export const TEMPLATES: ReadonlyArray<{ name: string; groups: readonly ComponentGroup[] }> = [
  { name: 'DocPage', groups: ['prose'] },
  { name: 'ApiDocPage', groups: ['prose', 'api'] },
  { name: 'PricingDocPage', groups: ['prose', 'pricing'] },
  { name: 'LandingDocPage', groups: ['prose', 'landing'] },
];

/** Components that come from the MDX provider, which every document has. */
export const PROVIDED_COMPONENTS: readonly string[] = ['CodeBlock', 'Admonition'];

/** Every component an author may use. */
export const AUTHOR_COMPONENTS: readonly string[] = Object.values(COMPONENT_GROUPS).flat();

const groupOf = new Map<string, ComponentGroup>(
  Object.entries(COMPONENT_GROUPS).flatMap(([group, names]) =>
    names.map((name) => [name, group as ComponentGroup] as const),
  ),
);

/**
 * The smallest template that holds every one of `components` (names outside the groups are ignored), or
 * the groups a missing template would need.
 */
export function templateFor(components: Iterable<string>): { template: string } | { missing: ComponentGroup[] } {
  const needed = [
    ...new Set([...components].flatMap((c) => (groupOf.has(c) ? [groupOf.get(c) as ComponentGroup] : []))),
  ];
  const template = TEMPLATES.find((t) => needed.every((g) => t.groups.includes(g)));
  return template ? { template: template.name } : { missing: needed };
}
