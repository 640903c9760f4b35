/**
 * Lines of a code block from its (highlighted) source: a final newline ends the last line, it does not
 * add one. The Prism theme reserves `--code-lines` lines for a block while it is off screen.
 */
export function codeLines(code: string): number {
  return code.replace(/\n$/, '').split('\n').length;
}
