// postman-collection ships its declarations in types/ without pointing package.json at them.
/// <reference path="../../node_modules/postman-collection/types/index.d.ts" />
