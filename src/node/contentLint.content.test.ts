/**
 * The content lint over everything authors write: every .mdx document under content/ and the Persian
 * strings of the JSON data files there. Zero findings are allowed; a failure lists each one as
 * `file:line:column rule «text» → «fix»: why`, with zero-width non-joiners shown as [ZWNJ].
 */
import fs from 'fs';
import path from 'path';
import { fa } from '../i18n/fa';
import { formatFinding, lintMdx, lintTerms, lintText, type Term } from '../lib/persianLint';
import { contentDir } from './contentDir';
import { listContentFiles, readContentDocuments } from './contentFiles';

const terms: Term[] = JSON.parse(fs.readFileSync(path.join(contentDir, 'terms.json'), 'utf8')).terms;
const documents = readContentDocuments(contentDir);

function report(lines: string[]): string {
  return lines.length === 0 ? '' : `\n${lines.length} content lint error(s):\n${lines.join('\n')}\n`;
}

describe('content lint', () => {
  it('finds documents to lint', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents.map((d) => [d.file, d] as const))('%s has no Persian style errors', (file, doc) => {
    const findings = [...lintMdx(doc.source), ...lintTerms(doc.source, terms)].sort((a, b) => a.line - b.line || a.column - b.column);
    expect(report(findings.map((f) => formatFinding(`content/${file}`, f)))).toBe('');
  });

  it('the Persian strings of content/**/*.json have no style errors', () => {
    const lines: string[] = [];
    for (const abs of listContentFiles(contentDir, ['.json'])) {
      const rel = `content/${path.relative(contentDir, abs).split(path.sep).join('/')}`;
      const visit = (value: unknown, at: string) => {
        if (typeof value === 'string') {
          // English notes that quote a Persian word («…») are English sentences: only Persian text is linted.
          const persian = (value.match(/[\u0600-\u06FF]/g) || []).length;
          const latin = (value.match(/[A-Za-z]/g) || []).length;
          if (persian > latin) for (const f of lintText(value)) lines.push(formatFinding(`${rel} ${at}`, f));
        } else if (Array.isArray(value)) {
          value.forEach((v, i) => visit(v, `${at}[${i}]`));
        } else if (value && typeof value === 'object') {
          for (const [k, v] of Object.entries(value)) if (k !== 'avoid') visit(v, at ? `${at}.${k}` : k);
        }
      };
      visit(JSON.parse(fs.readFileSync(abs, 'utf8')), '');
    }
    expect(report(lines)).toBe('');
  });

  it('the interface strings of src/i18n/fa.ts have no Persian style errors', () => {
    const lines: string[] = [];
    for (const [id, text] of Object.entries(fa)) {
      for (const f of [...lintText(text), ...lintTerms(text, terms)]) lines.push(formatFinding(`src/i18n/fa.ts ${id}`, f));
    }
    expect(report(lines)).toBe('');
  });

  it('the terminology list is well formed: unique terms, no avoided spelling equal to a listed term', () => {
    const listed = new Set(terms.map((t) => t.fa));
    expect(listed.size).toBe(terms.length);
    for (const t of terms) {
      expect(t.fa.trim()).not.toBe('');
      expect(t.en.trim()).not.toBe('');
      for (const variant of t.avoid || []) expect(listed.has(variant)).toBe(false);
    }
  });
});
