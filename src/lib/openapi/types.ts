/**
 * A deliberately loose model of the parts of an OpenAPI 3.1 document this site reads. The definition is
 * validated by a real validator (see validate.test.ts); these types only document what the code expects.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  enum?: Json[];
  const?: Json;
  default?: Json;
  examples?: Json[];
  minimum?: number;
  maximum?: number;
  contentMediaType?: string;
  /** For a `text/event-stream` string: the schema of each event's `data:` JSON. */
  contentSchema?: SchemaObject;
  'x-page'?: string;
  'x-unverified'?: boolean;
  'x-id-source'?: IdSource;
  [key: string]: unknown;
}

/**
 * `x-id-source` on a parameter or schema that holds an id: the variable samples keep it in and the operation
 * and JSON pointer of the response that returns it (or, when no documented response does, a note saying so).
 */
export interface IdSource {
  variable: string;
  operationId?: string;
  pointer?: string;
  note?: string;
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: Json;
  'x-tags'?: string[];
  'x-unverified'?: boolean;
  [key: string]: unknown;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  examples?: Record<string, ExampleObject>;
  example?: Json;
  /** SSE only: the sentinel sent as the last `data:` line, e.g. `[DONE]`. */
  'x-sse-done'?: string;
  /** SSE only: where the next piece of text is inside each event, e.g. `message.content`. */
  'x-sse-text'?: string;
  [key: string]: unknown;
}

export interface ParameterObject {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: SchemaObject;
  example?: Json;
  'x-unverified'?: boolean;
  'x-id-source'?: IdSource;
}

export interface RequestBodyObject {
  $ref?: string;
  required?: boolean;
  description?: string;
  content: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  $ref?: string;
  description: string;
  content?: Record<string, MediaTypeObject>;
  'x-unverified'?: boolean;
}

export type SecurityRequirement = Record<string, string[]>;

export interface SdkHint {
  kind: 'openai';
  /** Path on the server that the SDK takes as its base URL; may hold path parameters. */
  basePath: string;
  /** The SDK method, e.g. `chat.completions.create`. */
  call: string;
}

/** `x-poll` on an operation that reports a task's state: ask again until `field` holds a terminal value. */
export interface PollHint {
  field: string;
  /** The final values; anything else means the task is still running. */
  terminal: string[];
  intervalSeconds: number;
  /** How long a sample waits at most before it gives up (300 s when absent). */
  timeoutSeconds?: number;
}

export interface OperationObject {
  operationId: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses: Record<string, ResponseObject>;
  security?: SecurityRequirement[];
  deprecated?: boolean;
  'x-unverified'?: boolean;
  /** The evidence for the operation, named as the platform facts sheet names its sources: `[C 3] S21, S3, S4`. */
  'x-sources'?: string;
  'x-sdk'?: SdkHint;
  'x-poll'?: PollHint;
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = Partial<Record<HttpMethod, OperationObject>> & {
  parameters?: ParameterObject[];
  summary?: string;
  description?: string;
};

export interface TagObject {
  name: string;
  description?: string;
  'x-title'?: string;
  'x-page'?: string;
}

export interface SecuritySchemeObject {
  type: 'http' | 'apiKey' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  scheme?: string;
  bearerFormat?: string;
  in?: 'header' | 'query' | 'cookie';
  name?: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string; [key: string]: unknown };
  servers?: Array<{ url: string; description?: string }>;
  security?: SecurityRequirement[];
  tags?: TagObject[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas?: Record<string, SchemaObject>;
    responses?: Record<string, ResponseObject>;
    parameters?: Record<string, ParameterObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
    [key: string]: unknown;
  };
  [key: string]: unknown;
}
