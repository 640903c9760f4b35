// stylis 4 ships no types; Emotion's cache only needs the plugin signature.
declare module 'stylis' {
  export type Middleware = (
    element: unknown,
    index: number,
    children: unknown[],
    callback: Middleware,
  ) => string | void;
  export const prefixer: Middleware;
  export function compile(css: string): unknown[];
  export function serialize(elements: unknown[], callback: Middleware): string;
  export function middleware(collection: Middleware[]): Middleware;
  export const stringify: Middleware;
}
