import type { Root, Content, PhrasingContent, Paragraph, Blockquote } from 'mdast';
import { unified } from 'unified';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { translate } from '../i18n/translate';
import { ADMONITION_KINDS } from './documentModel';

/**
 * The Markdown twin of a page: its MDX tree (parsed by src/node/mdxConfig.ts, as the compile parses it) turned into plain CommonMark + GFM that an AI assistant (or a
 * person with `curl`) reads without a JSX parser. Imports, exports and expressions are dropped; admonitions
 * become blockquotes with their Persian label; Tabs become one bold label per tab followed by its content;
 * components with a renderer (ApiOperation, ApiSchema) become what the renderer returns; any other JSX
 * element leaves its children. Code fences are kept with their language and title.
 */
export { markdownTwinPath } from './twinPath';

/** A JSX element's attributes: strings as written, `attr` alone as true, expressions as their source. */
export type JsxProps = Record<string, string | true>;

/** Turns one JSX element (by name) into Markdown nodes; return null to fall back to its children. */
export type ComponentRenderer = (props: JsxProps, children: Content[]) => Content[] | null;

export interface TwinOptions {
  title: string;
  description?: string | null;
  /** Site origin without trailing slash, e.g. https://docs.metisai.ir: root-relative links become absolute. */
  siteUrl: string;
  /** Resolves a Markdown link to an `.mdx` file to its route (the build's remarkFileLinks rule); null if none. */
  resolveFileLink?: (url: string) => string | null;
  /** Renderers for components by name (e.g. ApiOperation, ApiSchema), plugged in by the build. */
  components?: Record<string, ComponentRenderer>;
  /** Reports what could not be converted faithfully (unknown component id …). */
  warn?: (message: string) => void;
}

/* Loose node shapes for the MDX and directive nodes (their type packages are not installed). */
interface AnyNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  lang?: string | null;
  meta?: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }> | Record<string, string | null | undefined>;
  children?: AnyNode[];
  data?: { directiveLabel?: boolean };
}

function jsxProps(node: AnyNode): JsxProps {
  const props: JsxProps = {};
  if (!Array.isArray(node.attributes)) return props;
  for (const attr of node.attributes) {
    if (attr.type !== 'mdxJsxAttribute' || !attr.name) continue;
    if (attr.value === null || attr.value === undefined) props[attr.name] = true;
    else if (typeof attr.value === 'string') props[attr.name] = attr.value;
    else if (typeof attr.value === 'object' && typeof (attr.value as { value?: unknown }).value === 'string') {
      // An expression attribute such as label={'cURL'}: keep a plain string literal, else its source.
      const source = (attr.value as { value: string }).value.trim();
      const literal = /^(['"`])([^'"`]*)\1$/.exec(source);
      props[attr.name] = literal ? literal[2] : source;
    }
  }
  return props;
}

function textOf(node: AnyNode): string {
  if (typeof node.value === 'string') return node.value;
  return (node.children || []).map(textOf).join('');
}

const strongParagraph = (value: string): Paragraph => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value }] }],
});

function admonition(kind: string, title: string | undefined, body: Content[]): Blockquote {
  const label = translate(`theme.admonition.${ADMONITION_KINDS[kind] ?? 'note'}`);
  const heading = title ? `${label}: ${title}` : label;
  return { type: 'blockquote', children: [strongParagraph(heading), ...(body as Blockquote['children'])] };
}

/** Code meta keeps only the title (`title="…"`): highlight ranges mean nothing outside the site. */
function codeMeta(meta: string | null | undefined): string | null {
  const m = /title=(?:"([^"]*)"|'([^']*)')/.exec(meta || '');
  return m ? `title="${m[1] ?? m[2]}"` : null;
}

class Converter {
  constructor(private readonly options: TwinOptions) {}

  private href(url: string): string {
    let target = url;
    if (this.options.resolveFileLink && /\.mdx?(#.*)?$/.test(url) && !/^[a-z][a-z0-9+.-]*:/i.test(url)) {
      target = this.options.resolveFileLink(url) ?? url;
    }
    if (target.startsWith('/') && !target.startsWith('//')) return this.options.siteUrl + target;
    return target;
  }

  private element(node: AnyNode, inline: boolean): Content[] {
    const name = node.name || '';
    const props = jsxProps(node);
    const children = () => this.convert(node.children || [], inline);
    const renderer = this.options.components?.[name];
    if (renderer) {
      const rendered = renderer(props, children());
      if (rendered) return rendered;
    }
    switch (name) {
      case 'Admonition': {
        const kind = typeof props.type === 'string' ? props.type : 'note';
        return [admonition(kind, typeof props.title === 'string' ? props.title : undefined, children())];
      }
      case 'Tabs':
        return (node.children || []).flatMap((child) =>
          child.type === 'mdxJsxFlowElement' && child.name === 'TabItem'
            ? this.tab(child)
            : this.convert([child], inline),
        );
      case 'TabItem':
        return this.tab(node);
      case 'br':
        return [{ type: 'break' }];
      case 'img': {
        if (typeof props.src !== 'string') return [];
        const image: PhrasingContent = {
          type: 'image',
          url: this.href(props.src),
          alt: typeof props.alt === 'string' ? props.alt : '',
        };
        return inline ? [image] : [{ type: 'paragraph', children: [image] }];
      }
      case 'a':
        if (typeof props.href === 'string' && inline) {
          return [{ type: 'link', url: this.href(props.href), children: children() as never }];
        }
        return children();
      case 'code':
        return inline ? [{ type: 'inlineCode', value: textOf(node) }] : children();
      case 'strong':
      case 'b':
        return inline ? [{ type: 'strong', children: children() as PhrasingContent[] }] : children();
      case 'em':
      case 'i':
        return inline ? [{ type: 'emphasis', children: children() as PhrasingContent[] }] : children();
      case 'summary':
        return inline
          ? children()
          : [
              {
                type: 'paragraph',
                children: [{ type: 'strong', children: this.convert(node.children || [], true) as PhrasingContent[] }],
              },
            ];
      default:
        return children();
    }
  }

  private tab(node: AnyNode): Content[] {
    const props = jsxProps(node);
    const label = typeof props.label === 'string' ? props.label : typeof props.value === 'string' ? props.value : '';
    const body = this.convert(node.children || [], false);
    return label ? [strongParagraph(translate('theme.MarkdownTwin.tab', { label })), ...body] : body;
  }

  private directive(node: AnyNode, inline: boolean): Content[] {
    const name = node.name || '';
    if (node.type === 'containerDirective') {
      const [first, ...rest] = node.children || [];
      const hasLabel = Boolean(first && first.data?.directiveLabel);
      const body = this.convert(hasLabel ? rest : node.children || [], false);
      if (!ADMONITION_KINDS[name]) return body;
      return [admonition(name, hasLabel && first ? textOf(first) : undefined, body)];
    }
    // `::name` and `:name` that are not admonitions are the text the author wrote (e.g. `ساعت 10:30`).
    const marker = node.type === 'leafDirective' ? '::' : ':';
    const content = [
      { type: 'text', value: marker + name } as PhrasingContent,
      ...(this.convert(node.children || [], true) as PhrasingContent[]),
    ];
    return inline ? content : [{ type: 'paragraph', children: content }];
  }

  convert(nodes: AnyNode[], inline: boolean): Content[] {
    const out: Content[] = [];
    for (const node of nodes) {
      switch (node.type) {
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          break;
        case 'mdxJsxFlowElement':
          out.push(...this.element(node, false));
          break;
        case 'mdxJsxTextElement':
          out.push(...this.element(node, true));
          break;
        case 'containerDirective':
        case 'leafDirective':
        case 'textDirective':
          out.push(...this.directive(node, inline));
          break;
        case 'code': {
          const lang = (node.lang || '').replace(/\{[\d,\s-]*\}$/, '') || null;
          out.push({ type: 'code', lang, meta: codeMeta(node.meta), value: node.value || '' });
          break;
        }
        case 'link':
        case 'definition':
        case 'image': {
          const copy = { ...node, url: this.href(node.url || '') } as AnyNode;
          if (node.children) copy.children = this.convert(node.children, true) as AnyNode[];
          out.push(copy as unknown as Content);
          break;
        }
        default: {
          if (!node.children) {
            out.push(node as unknown as Content);
            break;
          }
          const childInline =
            node.type === 'paragraph' ||
            node.type === 'heading' ||
            node.type === 'tableCell' ||
            node.type === 'emphasis' ||
            node.type === 'strong' ||
            node.type === 'delete' ||
            node.type === 'link' ||
            node.type === 'linkReference';
          const children = this.convert(node.children, childInline);
          // A paragraph left empty by dropped expressions or JSX disappears with them.
          if (
            node.type === 'paragraph' &&
            !children.some((c) => c.type !== 'text' || (c as { value: string }).value.trim())
          )
            break;
          out.push({ ...node, children } as unknown as Content);
        }
      }
    }
    return out;
  }
}

/** Paragraph children of flow JSX inside a paragraph are hoisted; nothing of MDX may reach the stringifier. */
function assertPlain(nodes: AnyNode[]) {
  for (const node of nodes) {
    if (/^mdx|Directive$/.test(node.type)) throw new Error(`Markdown twin: ${node.type} left after conversion`);
    if (node.children) assertPlain(node.children);
  }
}

const stringifier = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
  })
  .use(remarkGfm);

export function stringifyMarkdown(nodes: Content[]): string {
  return stringifier.stringify({ type: 'root', children: nodes });
}

/** The twin: `# title`, the description as a blockquote, then the converted body. */
export function mdxToMarkdown(tree: Root, options: TwinOptions): string {
  const body = new Converter(options).convert(tree.children as unknown as AnyNode[], false);
  assertPlain(body as unknown as AnyNode[]);
  const head: Content[] = [{ type: 'heading', depth: 1, children: [{ type: 'text', value: options.title }] }];
  const description = (options.description || '').replace(/\s+/g, ' ').trim();
  if (description)
    head.push({
      type: 'blockquote',
      children: [{ type: 'paragraph', children: [{ type: 'text', value: description }] }],
    });
  return collapseBlankLines(stringifyMarkdown([...head, ...body])).trimEnd() + '\n';
}

/**
 * Each line of Markdown, and whether it is fenced code (a fence line or a line between two): the one
 * fence walker of the twins, fences inside lists and blockquotes included. A fence closes on a line of at
 * least as many of the same character with nothing after them, as CommonMark says.
 */
export function linesByCode(markdown: string): Array<{ line: string; code: boolean }> {
  let fence: string | null = null;
  return markdown.split('\n').map((line) => {
    const m = /^[\s>]*(`{3,}|~{3,})/.exec(line);
    if (fence === null) {
      if (m) fence = m[1];
      return { line, code: m !== null };
    }
    if (m && m[1][0] === fence[0] && m[1].length >= fence.length && !/\S/.test(line.slice(m[0].length))) fence = null;
    return { line, code: true };
  });
}

/** Runs of blank lines become one, outside fenced code only: code keeps its own blank lines (PEP 8's two). */
function collapseBlankLines(markdown: string): string {
  const kept: string[] = [];
  for (const { line, code } of linesByCode(markdown)) {
    if (!code && line.trim() === '' && kept.length && kept[kept.length - 1].trim() === '') continue;
    kept.push(line);
  }
  return kept.join('\n');
}

/** The Markdown with fenced code removed, fences inside lists and blockquotes included. */
export function withoutCodeFences(markdown: string): string {
  return linesByCode(markdown)
    .filter(({ code }) => !code)
    .map(({ line }) => line)
    .join('\n');
}

/** True when Markdown text still holds JSX, imports or exports outside code (the twins' contract). */
export function containsJsx(markdown: string): boolean {
  const withoutCode = withoutCodeFences(markdown).replace(/`[^`\n]*`/g, '');
  return (
    /<\/?[A-Z][A-Za-z0-9.]*[\s/>]/.test(withoutCode) ||
    /^(import|export)\s/m.test(withoutCode) ||
    /^:::/m.test(withoutCode)
  );
}
