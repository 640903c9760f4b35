/** Helpers to build MDX JSX nodes from remark plugins without pulling in the mdx-jsx type packages. */
/** The props given a value, as MDX JSX attributes. */
const jsxAttributes = (props: Record<string, string | undefined>) =>
  Object.entries(props)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .map(([name, value]) => ({ type: 'mdxJsxAttribute', name, value }));

export function jsxFlow(name: string, props: Record<string, string | undefined>, children: unknown[]) {
  return { type: 'mdxJsxFlowElement', name, attributes: jsxAttributes(props), children };
}

export function jsxText(name: string, props: Record<string, string | undefined>, children: unknown[]) {
  return { type: 'mdxJsxTextElement', name, attributes: jsxAttributes(props), children };
}
