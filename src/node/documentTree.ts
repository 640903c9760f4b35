import type * as ES from 'estree';
import { ELEMENT_VALUE, EXPLICIT, FRAGMENT, MdxChild, MdxElement, MdxProps, MdxValue } from '../lib/mdxTree';

/**
 * MDX's compiled program, read back as data (the tree of src/lib/mdxTree.ts).
 *
 * MDX compiles a document to a module whose `_createMdxContent` returns nested `_jsx(type, props)` calls.
 * Everything a document renders is in that expression, so it is walked here instead of run: the build
 * keeps MDX's own decisions (which elements the MDX provider maps, how attributes and whitespace are
 * written) and each document needs no webpack module of its own.
 *
 * What a document may hold is what JSON can carry: text, Markdown, the components authors may use and
 * attributes with literal values (strings, numbers, booleans, arrays and objects of them, other elements)
 * or a data file imported from content/data. Anything else (a variable, a call, arithmetic) fails the
 * build with the document, the line and the fix.
 */

/** Where the error came from, for the message: the document's path and the estree node's line. */
export class DocumentTreeError extends Error {}

export interface TreeOptions {
  /** The document, as the error messages name it. */
  file: string;
  /** Lines of the file before the compiled body (its frontmatter), so a message names the file's line. */
  lineOffset?: number;
  /** Whether a component (capitalised name) may be used; an unknown one fails at its line. */
  knownComponent?: (name: string) => boolean;
  /** What the fix says about the components that may be used. */
  componentsHint?: string;
  /** An imported module's value when it is data (content/data/NAME.json), else undefined. */
  importedData?: (source: string) => MdxValue | undefined;
}

/**
 * The components a document uses are not reported here: the page's template is picked from the ones the
 * document model found in the same tree before the compile (fields.components), the one list of them.
 */
export interface DocumentTree {
  tree: MdxElement;
}

type Binding =
  | { kind: 'jsx' }
  | { kind: 'fragment' }
  | { kind: 'components' }
  | { kind: 'component'; name: string }
  | { kind: 'data'; value: MdxValue };

const JSX_RUNTIME = /\/jsx(-dev)?-runtime$/;

function lineOf(node: ES.Node, offset = 0): string {
  const line = node.loc?.start.line ?? (node as { position?: { start?: { line?: number } } }).position?.start?.line;
  return line ? `:${line + offset}` : '';
}

type Fail = (node: ES.Node, what: string) => never;

/** The module's imports (the JSX runtime, data files) as bindings, and its `_createMdxContent` function. */
function readImports(program: ES.Program, options: TreeOptions, fail: Fail) {
  const bindings = new Map<string, Binding>();
  let content: ES.FunctionDeclaration | undefined;

  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const source = String(statement.source.value);
      for (const spec of statement.specifiers) {
        const local = spec.local.name;
        if (JSX_RUNTIME.test(source) && spec.type === 'ImportSpecifier') {
          const imported = spec.imported.type === 'Identifier' ? spec.imported.name : String(spec.imported.value);
          bindings.set(local, imported === 'Fragment' ? { kind: 'fragment' } : { kind: 'jsx' });
        } else if (source === '@mdx-js/react') {
          // _provideComponents: only read inside the _components declaration.
        } else if (spec.type === 'ImportDefaultSpecifier' && options.importedData?.(source) !== undefined) {
          bindings.set(local, { kind: 'data', value: options.importedData(source) as MdxValue });
        } else {
          fail(
            statement,
            `import from "${source}" cannot be used in a document. Fix: components need no import (the list is in src/node/templateRegistry.ts); data comes from a JSON file in content/data, imported by its default export.`,
          );
        }
      }
    } else if (statement.type === 'FunctionDeclaration' && statement.id?.name === '_createMdxContent') {
      content = statement;
    }
  }
  if (!content) return fail(program, 'the compiled document has no _createMdxContent function (a newer MDX?).');
  return { bindings, content };
}

/** The components `_createMdxContent` declares (added to `bindings`) and the element it returns. */
function readContent(content: ES.FunctionDeclaration, bindings: Map<string, Binding>, fail: Fail): ES.Expression {
  /** `_components`, or the `Object.assign(…)` that makes it. */
  const isProvided = (init: ES.Expression) =>
    (init.type === 'Identifier' && init.name === '_components') ||
    (init.type === 'CallExpression' &&
      init.callee.type === 'MemberExpression' &&
      init.callee.object.type === 'Identifier' &&
      init.callee.object.name === 'Object');

  let result: ES.Expression | undefined;
  for (const statement of content.body.body) {
    if (statement.type === 'VariableDeclaration') {
      for (const declarator of statement.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.id.name === '_components')
          bindings.set('_components', { kind: 'components' });
        else if (declarator.id.type === 'ObjectPattern' && declarator.init && isProvided(declarator.init)) {
          // const {Tabs, TabItem} = _components (or = Object.assign({}, _provideComponents(), …) when the
          // document maps no Markdown element): components the MDX provider gives.
          for (const property of declarator.id.properties) {
            if (
              property.type !== 'Property' ||
              property.key.type !== 'Identifier' ||
              property.value.type !== 'Identifier'
            )
              return fail(declarator, 'unexpected component declaration.');
            bindings.set(property.value.name, { kind: 'component', name: property.key.name });
          }
        } else return fail(declarator, 'a document cannot declare variables. Fix: write the value where it is used.');
      }
    } else if (statement.type === 'IfStatement') {
      // if (!Tabs) _missingMdxReference("Tabs", true): the renderer checks this itself.
    } else if (statement.type === 'ReturnStatement' && statement.argument) {
      result = statement.argument;
    } else return fail(statement, 'unexpected statement in the compiled document.');
  }
  if (!result) return fail(content, 'the compiled document returns nothing.');
  return result;
}

/** Reads the returned expression: elements, their props and children, as data. */
class TreeReader {
  constructor(
    private bindings: Map<string, Binding>,
    private options: TreeOptions,
    private fail: Fail,
  ) {}

  typeOf(node: ES.Node): string {
    if (node.type === 'Literal' && typeof node.value === 'string') return EXPLICIT + node.value;
    if (
      node.type === 'MemberExpression' &&
      node.object.type === 'Identifier' &&
      node.object.name === '_components' &&
      !node.computed &&
      node.property.type === 'Identifier'
    ) {
      return node.property.name;
    }
    if (node.type === 'Identifier') {
      const binding = this.bindings.get(node.name);
      if (binding?.kind === 'fragment') return FRAGMENT;
      if (binding?.kind === 'component') return binding.name;
    }
    return this.fail(
      node,
      'this element type cannot be rendered from data. Fix: use an HTML element or one of the components authors may use.',
    );
  }

  isJsxCall(node: ES.Node): node is ES.SimpleCallExpression {
    return (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      this.bindings.get(node.callee.name)?.kind === 'jsx'
    );
  }

  /** `where` words the fix: an attribute's value, or an expression in the text. */
  valueOf(node: ES.Node, where: 'attribute' | 'text' = 'attribute'): MdxValue | undefined {
    switch (node.type) {
      case 'Literal':
        if ('regex' in node || 'bigint' in node) break;
        return node.value;
      case 'TemplateLiteral':
        if (node.expressions.length) break;
        return node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
      case 'UnaryExpression': {
        const arg = this.valueOf(node.argument, where);
        if (node.operator === '-' && typeof arg === 'number') return -arg;
        if (node.operator === '+' && typeof arg === 'number') return arg;
        if (node.operator === '!' && arg !== undefined) return !arg;
        if (node.operator === 'void') return undefined;
        break;
      }
      case 'Identifier': {
        if (node.name === 'undefined') return undefined;
        const binding = this.bindings.get(node.name);
        if (binding?.kind === 'data') return binding.value;
        break;
      }
      case 'ArrayExpression':
        return node.elements.map((e) =>
          e === null || e.type === 'SpreadElement'
            ? this.fail(node, 'holes and spreads cannot be written as data.')
            : (this.valueOf(e, where) ?? null),
        );
      case 'ObjectExpression': {
        const out: Record<string, MdxValue> = {};
        for (const property of node.properties) {
          if (property.type === 'SpreadElement') {
            const spread = this.valueOf(property.argument, where);
            if (!spread || typeof spread !== 'object' || Array.isArray(spread))
              return this.fail(property, 'only an object can be spread.');
            Object.assign(out, spread);
            continue;
          }
          if (property.computed || property.kind !== 'init' || property.method)
            return this.fail(property, 'only plain keys and values can be written as data.');
          const key =
            property.key.type === 'Identifier' ? property.key.name : String((property.key as ES.Literal).value);
          const value = this.valueOf(property.value, where);
          if (value !== undefined) out[key] = value;
        }
        return out;
      }
      case 'CallExpression':
        if (this.isJsxCall(node)) return { [ELEMENT_VALUE]: this.element(node) as unknown as MdxValue };
        break;
      default:
        break;
    }
    if (where === 'text') {
      return this.fail(
        node,
        `this expression (${node.type}) cannot be rendered from data. Fix: write the text itself; to show braces, put them in inline code.`,
      );
    }
    return this.fail(
      node,
      `this expression (${node.type}) cannot be rendered from data. Fix: give the attribute a literal value (a string, number, boolean, array or object), an element, or data imported from content/data.`,
    );
  }

  childrenOf(node: ES.Node): MdxChild[] {
    if (node.type === 'ArrayExpression')
      return node.elements.flatMap((e) =>
        e === null || e.type === 'SpreadElement' ? this.fail(node, 'unexpected children.') : this.childrenOf(e),
      );
    if (this.isJsxCall(node)) return [this.element(node)];
    const value = this.valueOf(node, 'text');
    if (value === undefined || value === null || typeof value === 'boolean') return [];
    if (typeof value === 'string' || typeof value === 'number') return [value];
    return this.fail(node, 'an object cannot be a child. Fix: render it with a component.');
  }

  element(call: ES.SimpleCallExpression): MdxElement {
    const [typeArg, propsArg] = call.arguments;
    if (!typeArg || typeArg.type === 'SpreadElement') return this.fail(call, 'an element without a type.');
    const type = this.typeOf(typeArg);
    if (/^[A-Z]/.test(type)) {
      if (this.options.knownComponent && !this.options.knownComponent(type))
        this.fail(
          call,
          `<${type}> is not a component a document may use. Fix: ${this.options.componentsHint ?? 'use a known component'}.`,
        );
    }
    const props: MdxProps = {};
    let children: MdxChild[] = [];
    if (propsArg) {
      if (propsArg.type !== 'ObjectExpression')
        return this.fail(propsArg, 'props must be written out. Fix: give each attribute its own value.');
      for (const property of propsArg.properties) {
        if (
          property.type === 'Property' &&
          !property.computed &&
          property.key.type === 'Identifier' &&
          property.key.name === 'children'
        ) {
          children = this.childrenOf(property.value);
          continue;
        }
        Object.assign(props, this.valueOf({ type: 'ObjectExpression', properties: [property], loc: property.loc }));
      }
    }
    return Object.keys(props).length ? [type, props, ...children] : [type, ...children];
  }
}

/** Reads MDX's compiled program (after recma's JSX build) into a tree. */
export function documentTree(program: ES.Program, options: TreeOptions): DocumentTree {
  const fail: Fail = (node, what) => {
    throw new DocumentTreeError(`${options.file}${lineOf(node, options.lineOffset)}: ${what}`);
  };
  const { bindings, content } = readImports(program, options, fail);
  const result = readContent(content, bindings, fail);
  const reader = new TreeReader(bindings, options, fail);
  if (!reader.isJsxCall(result)) return fail(result, 'the compiled document does not return an element.');
  return { tree: reader.element(result) };
}

/**
 * The recma plugin: reads the finished program into a tree and hands it, with the components it uses,
 * to gatsby-plugin-mdx's metadata (`result.metadata.document` of compileMDXWithCustomOptions).
 */
export function recmaDocumentTree(
  this: { data(key: string): unknown },
  options: Omit<TreeOptions, 'file'> & { display?: (path: string) => string },
) {
  const { display = (p: string) => p, ...rest } = options;
  return (program: ES.Program, file: { path?: string }) => {
    const metadata = this.data('mdxMetadata') as Record<string, unknown> | undefined;
    if (!metadata) throw new DocumentTreeError('gatsby-plugin-mdx gave the compile no metadata object (mdxMetadata).');
    metadata.document = documentTree(program, { ...rest, file: display(file.path ?? 'document') });
  };
}
