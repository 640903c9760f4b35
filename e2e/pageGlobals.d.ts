// What the pages under test expose to the e2e tests and the bench, read inside `page.evaluate`: Gatsby's
// runtime globals, axe once injected (e2e/axe.mjs), the trace build's regions, and the marks the tests set.
export {};

declare global {
  interface Window {
    axe: {
      version: string;
      configure(spec: object): void;
      run(context: object, options: object): Promise<import('axe-core').AxeResults>;
    };
    ___navigate: (to: string, options?: object) => void;
    ___loader: { loadPage: (path: string) => Promise<unknown>; [key: string]: unknown };
    ___webpackCompilationHash: string;
    __traceRegions?: unknown[];
    __samePage: boolean;
    __sameWindow: boolean;
    __registerCalls: number[];
    __loadAt: number;
    __progressSeen: number;
    __cspViolations: string[];
    __metisRegistration: Promise<ServiceWorkerRegistration>;
    /** e2e/offline-redeploy: reports a raw load error or a retry the page showed. */
    __metisShown: (text: string) => void;
    /** e2e/offline-poison: each state the footer's offline control showed, in order. */
    __offlineStates: string[];
    leadChanges: number;
    sameDocument: boolean;
    /** Chromium's find-in-page (non-standard): string, caseSensitive, backwards, wrapAround. */
    find(text: string, caseSensitive?: boolean, backwards?: boolean, wrapAround?: boolean): boolean;
  }
  interface Element {
    dataset: DOMStringMap;
  }
  interface Navigator {
    connection?: { effectiveType?: string; saveData?: boolean };
  }
}
