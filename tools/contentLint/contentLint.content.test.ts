/** @jest-environment node */
/**
 * The content lint over everything authors write: every .mdx document under content/, the Persian text of
 * the API definition (the YAML files of content/openapi/) and the Persian strings of the JSON data files there. Zero
 * findings are allowed; a failure lists each one as `file:line:column rule «text» → «fix»: why`, with
 * zero-width non-joiners shown as [ZWNJ]. Besides Persian style and the terminology list, the voice rules
 * of tools/contentLint/voiceLint.ts: no retired word, no phrase narrating the research, and one mark per claim.
 */
import fs from 'fs';
import path from 'path';
import { parse } from 'yaml';
import { fa } from '../../src/i18n/fa';
import { formatFinding, lintMdx, lintTerms, lintText, type PersianLintFinding, type Term } from './persianLint';
import { lintRetired, lintVoice, oneMarkFindings, type Claim, type RetiredWord } from './voiceLint';
import { contentDir } from '../../src/node/contentDir';
import { listContentFiles, readContentDocuments } from '../../src/node/contentFiles';

const termsFile = JSON.parse(fs.readFileSync(path.join(contentDir, 'terms.json'), 'utf8')) as {
  terms: Term[];
  retired: RetiredWord[];
  voice: { phrases: string[] };
};
const { terms, retired } = termsFile;
const phrases = termsFile.voice.phrases;
const claims: Claim[] = JSON.parse(fs.readFileSync(path.join(contentDir, 'claims.json'), 'utf8')).claims;
const documents = readContentDocuments(contentDir);

/** Every rule that applies to a piece of MDX prose. */
function lintProse(source: string): PersianLintFinding[] {
  return [
    ...lintMdx(source),
    ...lintTerms(source, terms),
    ...lintRetired(source, retired),
    ...lintVoice(source, phrases),
  ].sort((a, b) => a.line - b.line || a.column - b.column);
}

/** The Persian text of the definition the pages render: summaries, descriptions and titles, by YAML path. */
function definitionTexts(): Array<{ at: string; text: string }> {
  const out: Array<{ at: string; text: string }> = [];
  for (const abs of listContentFiles(path.join(contentDir, 'openapi'), ['.yaml', '.yml'])) {
    const rel = `content/${path.relative(contentDir, abs).split(path.sep).join('/')}`;
    const visit = (value: unknown, at: string) => {
      if (Array.isArray(value)) value.forEach((v, i) => visit(v, `${at}[${i}]`));
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if (typeof v === 'string' && ['summary', 'description', 'x-title'].includes(k))
            out.push({ at: `${rel} ${at}.${k}`, text: v });
          else visit(v, `${at}.${k}`);
        }
      }
    };
    visit(parse(fs.readFileSync(abs, 'utf8')), '');
  }
  return out;
}

function report(lines: string[]): string {
  return lines.length === 0 ? '' : `\n${lines.length} content lint error(s):\n${lines.join('\n')}\n`;
}

describe('content lint', () => {
  it('finds documents to lint', () => {
    expect(documents.length).toBeGreaterThan(0);
  });

  it.each(documents.map((d) => [d.file, d] as const))('%s has no Persian style or voice errors', (file, doc) => {
    expect(report(lintProse(doc.source).map((f) => formatFinding(`content/${file}`, f)))).toBe('');
  });

  it('the Persian text of the API definition has no style or voice errors', () => {
    const texts = definitionTexts();
    expect(texts.length).toBeGreaterThan(100);
    const lines = texts.flatMap(({ at, text }) => lintProse(text).map((f) => formatFinding(at, f)));
    expect(report(lines)).toBe('');
  });

  it('states each claim of content/claims.json with the mark on every page, never marked on one and bare on another', () => {
    expect(claims.length).toBeGreaterThan(0);
    const out = oneMarkFindings(
      documents.map((d) => ({ file: `content/${d.file}`, source: d.source })),
      claims,
    );
    expect(report(out.map(({ file, finding }) => formatFinding(file, finding)))).toBe('');
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
      for (const f of [
        ...lintText(text),
        ...lintTerms(text, terms),
        ...lintRetired(text, retired),
        ...lintVoice(text, phrases),
      ])
        lines.push(formatFinding(`src/i18n/fa.ts ${id}`, f));
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
