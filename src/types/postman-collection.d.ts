// postman-collection ships its declarations in types/ without pointing package.json at them.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package's types are reachable only by path
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
