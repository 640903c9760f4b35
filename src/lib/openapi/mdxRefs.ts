import { proseLines } from '../documentScan';

/** A use of <ApiOperation id="…"> or <ApiSchema name="…"> in a document, with its line. */
export interface ApiReferenceUse {
  kind: 'operation' | 'schema';
  id: string;
  line: number;
  /** `examples="a,b"` on <ApiOperation>: the request examples to show. */
  examples?: string[];
}

const TAG = /<(ApiOperation|ApiSchema)\b([^>]*?)\/?>/g;

function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|\\{\\s*["'\`]([^"'\`]*)["'\`]\\s*\\})`).exec(attrs);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/**
 * Finds every <ApiOperation id> and <ApiSchema name> in an MDX source, skipping fenced and inline code so
 * documentation about the components is not mistaken for a use. A tag without its id attribute is reported
 * with an empty id, so the build names it instead of rendering nothing.
 */
export function scanApiReferences(source: string): ApiReferenceUse[] {
  const uses: ApiReferenceUse[] = [];
  const text = proseLines(source).join('\n');
  for (const m of text.matchAll(TAG)) {
    const line = text.slice(0, m.index).split('\n').length;
    if (m[1] === 'ApiOperation') {
      const examples = attribute(m[2], 'examples');
      uses.push({
        kind: 'operation',
        id: attribute(m[2], 'id') ?? '',
        line,
        examples: examples
          ? examples
              .split(',')
              .map((s) => s.trim())
              .filter(Boolean)
          : undefined,
      });
    } else {
      uses.push({ kind: 'schema', id: attribute(m[2], 'name') ?? '', line });
    }
  }
  return uses;
}
