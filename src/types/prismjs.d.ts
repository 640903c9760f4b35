// Only what src/lib/openapi/highlight.ts uses of Prism in Node.
declare module 'prismjs' {
  interface Grammar {
    [token: string]: unknown;
  }
  const Prism: {
    languages: Record<string, Grammar>;
    highlight(text: string, grammar: Grammar, language: string): string;
  };
  export default Prism;
}
declare module 'prismjs/components/index' {
  export default function loadLanguages(languages?: string[] | string): void;
}
