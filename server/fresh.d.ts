// fresh ships no types: it is called with (request headers, response headers) only.
declare module 'fresh' {
  export default function fresh(requestHeaders: object, responseHeaders: object): boolean;
}
