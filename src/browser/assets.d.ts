// Fonts imported through webpack resolve to their hashed URL under /static.
declare module '*.woff2' {
  const url: string;
  export default url;
}
