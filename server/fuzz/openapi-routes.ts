/**
 * The routes to fuzz, read from the OpenAPI document the server itself serves (generated from the
 * routes' zod contracts), so a route added tomorrow is fuzzed without touching the fuzzer.
 */

/** The part of JSON Schema the contracts produce (zod → JSON Schema via fastify-type-provider-zod). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzRoute {
  method: string;
  /** The OpenAPI path, `{id}` placeholders and all. */
  path: string;
  /** "POST /api/gigs/{id}/bids": how the route is named in the report. */
  key: string;
  pathParams: Parameter[];
  query: Parameter[];
  headers: Parameter[];
  /** The JSON body's schema; undefined: the route takes no JSON body. */
  body: JsonSchema | undefined;
  /** A file upload: the contract says so in its summary (multipart bodies have no zod schema). */
  multipart: boolean;
}

interface Operation {
  summary?: string;
  parameters?: (Parameter & { in: string })[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Where @fastify/swagger-ui (routePrefix /api/docs, see src/http/openapi.ts) serves the JSON. */
export const OPENAPI_PATH = '/api/docs/json';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'];

export async function loadRoutes(base: string): Promise<FuzzRoute[]> {
  const response = await fetch(new URL(OPENAPI_PATH, base));
  if (!response.ok) throw new Error(`GET ${OPENAPI_PATH} answered ${response.status}`);
  const document = (await response.json()) as {
    paths?: Record<string, Record<string, Operation>>;
  };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      const of = (where: string) =>
        parameters
          .filter((parameter) => parameter.in === where)
          .map(({ name, required, schema }) => ({ name, required: !!required, schema }));
      routes.push({
        method: method.toUpperCase(),
        path,
        key: `${method.toUpperCase()} ${path}`,
        pathParams: of('path'),
        query: of('query'),
        headers: of('header'),
        body: operation.requestBody?.content?.['application/json']?.schema,
        multipart: /multipart/i.test(operation.summary ?? ''),
      });
    }
  }
  if (routes.length === 0) throw new Error(`${OPENAPI_PATH} lists no routes`);
  return routes;
}

/** What a path parameter most likely names, from the segment before it: /gigs/{id} → "gig". */
export function resourceOf(path: string, param: string): string {
  const segments = path.split('/');
  const at = segments.indexOf(`{${param}}`);
  const before = (at > 0 ? segments[at - 1] : '') ?? '';
  return singular(before);
}

export function singular(word: string): string {
  const lower = word.toLowerCase();
  if (lower.endsWith('ies')) return `${lower.slice(0, -3)}y`;
  if (lower.endsWith('s')) return lower.slice(0, -1);
  return lower;
}
