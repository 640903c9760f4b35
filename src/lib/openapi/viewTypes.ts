/**
 * What the ApiOperation and ApiSchema components receive: plain, serialisable data computed at build time
 * from the definition (src/lib/openapi/view.ts). This file has no runtime imports, so components can
 * import its types without pulling the definition or its tooling into the browser bundle.
 */
import type { FieldRow } from './fields';
import type { ParameterObject } from './types';

export type { FieldRow };

/** Highlighted code: Prism token HTML whose text content is exactly the code. */
export interface CodeView {
  /** Tab value shared by every sample group (`curl`, `python`, `javascript`). */
  value: string;
  label: string;
  /** Prism language of the highlighting. */
  prism: string;
  html: string;
}

export interface ExampleView {
  key: string;
  summary?: string;
  description?: string;
  unverified: boolean;
  /** Pages (tags) this example is meant for; none means every page. */
  tags: string[];
  contentType: string;
  prism: string;
  html: string;
}

export interface SampleSetView {
  /** Key of the request example these samples send. */
  example: string;
  summary?: string;
  tags: string[];
  unverified: boolean;
  samples: CodeView[];
}

export interface ParameterView {
  name: string;
  in: ParameterObject['in'];
  required: boolean;
  type: string;
  description?: string;
  example?: string;
  enum?: string[];
  unverified: boolean;
}

export interface BodyView {
  contentType: string;
  /** Type label of the body, e.g. `SendMessageRequest` or `array<Bot>`. */
  type: string;
  schema?: string;
  href?: string;
  description?: string;
  /** For event streams: the schema of each event. */
  eventSchema?: string;
  eventHref?: string;
  rows: FieldRow[];
}

export interface ResponseView {
  status: string;
  description: string;
  unverified: boolean;
  /** Name of the shared response in components.responses, if it is one. */
  shared?: string;
  bodies: BodyView[];
  examples: ExampleView[];
}

/** One accepted way to send the key; an empty list means a public route. */
export interface AuthView {
  scheme: string;
  /** Header that carries the key. */
  header: string;
  /** True for `Authorization: Bearer <key>`. */
  bearer: boolean;
}

export interface OperationView {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** The page that documents this operation (from its first tag). */
  page: string;
  unverified: boolean;
  deprecated: boolean;
  servers: string[];
  auth: AuthView[];
  /** Base URL for the official OpenAI SDKs, when the route is OpenAI-compatible. */
  sdkBaseUrl?: string;
  parameters: ParameterView[];
  requestBody?: BodyView & { required: boolean };
  requestExamples: ExampleView[];
  samples: SampleSetView[];
  responses: ResponseView[];
}

export interface SchemaView {
  name: string;
  description?: string;
  page?: string;
  unverified: boolean;
  type: string;
  enum?: string[];
  rows: FieldRow[];
  example?: ExampleView;
  /** Operations whose request or response uses the schema, directly or nested. */
  usedBy: Array<{ id: string; summary: string; method: string; path: string; page: string }>;
}
