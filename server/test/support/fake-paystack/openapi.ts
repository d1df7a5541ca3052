import { readFileSync } from 'node:fs';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { parse } from 'yaml';

/**
 * Paystack's published OpenAPI description (../paystack-openapi/paystack.yaml), loaded once, and
 * the checks the fake makes with it: does a request name an operation the description has, with
 * its parameters and body of the described types, and does an answer match the operation's
 * response schema. Schemas are checked by Ajv against the document itself (JSON pointers into
 * it), so nothing is copied out of the description by hand.
 */

type Json = Record<string, unknown>;

export interface PaystackOperation {
  method: string;
  /** The description's path template, e.g. `/transfer/verify/{reference}`. */
  template: string;
  /** Values of the template's `{…}` segments. */
  params: Record<string, string>;
  /** JSON pointer of the operation object in the document. */
  pointer: string;
}

const SPEC_URL = new URL('../paystack-openapi/paystack.yaml', import.meta.url);
/** A path segment as written, when it is not valid percent-encoding. */
export function decodeSegment(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * OpenAPI 3.0's `nullable` is only meaningful next to `type`; the description also puts it on
 * untyped properties (`failures: {nullable: true}`), which Ajv refuses. There it allows anything,
 * so it is dropped.
 */
function dropUntypedNullable(node: unknown) {
  if (Array.isArray(node)) return node.forEach(dropUntypedNullable);
  if (!node || typeof node !== 'object') return;
  const record = node as Json;
  if (typeof record.nullable === 'boolean' && record.type === undefined) delete record.nullable;
  Object.values(record).forEach(dropUntypedNullable);
}

function load() {
  const document = parse(readFileSync(SPEC_URL, 'utf8')) as Json;
  dropUntypedNullable(document);
  const options = { strict: false, allErrors: true, validateFormats: false } as const;
  const ajv = new Ajv(options);
  ajv.addSchema(document, 'paystack');
  // A form-encoded body carries every value as text, which Paystack reads as the described type.
  const formAjv = new Ajv({ ...options, coerceTypes: true });
  formAjv.addSchema(document, 'paystack');
  const paths = document.paths as Record<string, Json>;
  const routes = Object.keys(paths)
    .map((template) => {
      const names: string[] = [];
      const source = template
        .split('/')
        .map((segment) => {
          const param = /^\{(.+)\}$/.exec(segment);
          if (!param) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
          names.push(param[1]!);
          return '([^/]+)';
        })
        .join('/');
      return { template, names, regex: new RegExp(`^${source}$`) };
    })
    // A literal segment wins over a parameter: /transfer/verify/x is not /transfer/{code}.
    .sort((a, b) => a.names.length - b.names.length);
  return { document, ajv, formAjv, routes, compiled: new Map<string, ValidateFunction>() };
}

let spec: ReturnType<typeof load> | undefined;
const loaded = () => (spec ??= load());

/** The value at a JSON pointer (`/paths/~1bank/get`), following a `$ref` found there. */
function at(pointer: string): { value: Json; pointer: string } {
  const value = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, segment) =>
        (node as Json | undefined)?.[segment.replace(/~1/g, '/').replace(/~0/g, '~')],
      loaded().document,
    ) as Json;
  if (value && typeof value.$ref === 'string') return at(value.$ref.slice(1));
  return { value, pointer };
}

function validator(schemaPointer: string, form = false) {
  const key = `${form ? 'form' : 'json'}:${schemaPointer}`;
  const { compiled, ajv, formAjv } = loaded();
  let validate = compiled.get(key);
  if (!validate) {
    validate = (form ? formAjv : ajv).compile({ $ref: `paystack#${schemaPointer}` });
    compiled.set(key, validate);
  }
  return validate;
}

const describe = (errors: ErrorObject[] | null | undefined, where: string) =>
  (errors ?? []).map((e) => `${where}${e.instancePath} ${e.message ?? 'is invalid'}`);

/** The operation of the description a request names, or undefined if it names none. */
export function findOperation(method: string, pathname: string): PaystackOperation | undefined {
  const verb = method.toLowerCase();
  for (const route of loaded().routes) {
    const match = route.regex.exec(pathname);
    if (!match) continue;
    const pointer = `/paths/${escapePointer(route.template)}/${verb}`;
    if (!at(pointer).value) continue;
    const params = Object.fromEntries(
      route.names.map((name, i) => [name, decodeSegment(match[i + 1]!)]),
    );
    return { method: method.toUpperCase(), template: route.template, params, pointer };
  }
  return undefined;
}

/** A query or path value against its parameter's schema (values arrive as text). */
function valueProblem(name: string, value: string, schema: Json | undefined) {
  if (!schema) return undefined;
  const type = schema.type;
  if (type === 'integer' && !/^-?\d+$/.test(value)) return `${name} must be an integer`;
  if (type === 'number' && !Number.isFinite(Number(value))) return `${name} must be a number`;
  if (type === 'boolean' && value !== 'true' && value !== 'false')
    return `${name} must be true or false`;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value))
    return `${name} must be one of ${schema.enum.join(', ')}`;
  return undefined;
}

/** The property names a body schema knows, through allOf/anyOf/oneOf. */
function knownProperties(schema: Json): Set<string> {
  const names = new Set(Object.keys((schema.properties as Json | undefined) ?? {}));
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const part of (schema[key] as Json[] | undefined) ?? [])
      for (const name of knownProperties(
        part.$ref ? at((part.$ref as string).slice(1)).value : part,
      ))
        names.add(name);
  return names;
}

/**
 * How a request departs from its operation: a missing or mistyped parameter, a query parameter
 * the operation does not have, a body of another content type, a missing or mistyped body field,
 * or a body field the operation does not describe.
 */
export function requestProblems(
  operation: PaystackOperation,
  request: { query: Record<string, string>; contentType: string | undefined; body: unknown },
): string[] {
  const problems: string[] = [];
  const pathItem = at(operation.pointer.slice(0, operation.pointer.lastIndexOf('/'))).value;
  const op = at(operation.pointer).value;
  const parameters = [
    ...((pathItem.parameters as Json[] | undefined) ?? []),
    ...((op.parameters as Json[] | undefined) ?? []),
  ].map((p) => (p.$ref ? at((p.$ref as string).slice(1)).value : p));
  for (const param of parameters) {
    const name = String(param.name);
    const value =
      param.in === 'path'
        ? operation.params[name]
        : param.in === 'query'
          ? request.query[name]
          : '';
    if (value === undefined) {
      if (param.required) problems.push(`missing required ${String(param.in)} parameter ${name}`);
      continue;
    }
    const problem = valueProblem(name, value, param.schema as Json | undefined);
    if (problem) problems.push(problem);
  }
  const queryNames = new Set(parameters.filter((p) => p.in === 'query').map((p) => p.name));
  for (const name of Object.keys(request.query))
    if (!queryNames.has(name)) problems.push(`unknown query parameter ${name}`);

  const hasBody = request.body !== undefined;
  if (!op.requestBody) {
    if (hasBody) problems.push('the operation takes no request body');
    return problems;
  }
  const requestBody = at(`${operation.pointer}/requestBody`);
  if (!hasBody) {
    if (requestBody.value.required) problems.push('missing request body');
    else problems.push(...bodyProblems(requestBody.pointer, 'application/json', {}));
    return problems;
  }
  const contentType = (request.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const content = requestBody.value.content as Json;
  if (!content[contentType]) {
    problems.push(`content-type ${contentType || '(none)'} is not one the operation accepts`);
    return problems;
  }
  return [...problems, ...bodyProblems(requestBody.pointer, contentType, request.body)];
}

function bodyProblems(requestBodyPointer: string, contentType: string, body: unknown) {
  const schemaPointer = `${requestBodyPointer}/content/${escapePointer(contentType)}/schema`;
  const schema = at(schemaPointer);
  const form = contentType === 'application/x-www-form-urlencoded';
  // Ajv coerces a form's values in place: check a copy, keep what was received.
  const checked = form ? structuredClone(body) : body;
  const validate = validator(schema.pointer, form);
  const problems = validate(checked) ? [] : describe(validate.errors, 'body');
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const known = knownProperties(schema.value);
    for (const name of Object.keys(body))
      if (known.size > 0 && !known.has(name)) problems.push(`body has unknown field ${name}`);
  }
  return problems;
}

/** How an answer departs from the operation's response for its status (none if it matches). */
export function answerProblems(operation: PaystackOperation, status: number, body: unknown) {
  const responses = at(`${operation.pointer}/responses`).value;
  const key = String(status) in responses ? String(status) : 'default';
  if (!(key in responses)) return [`status ${status} is not among the operation's responses`];
  const response = at(`${operation.pointer}/responses/${key}`);
  const content = response.value.content as Json | undefined;
  if (!content?.['application/json']) return [];
  const validate = validator(`${response.pointer}/content/application~1json/schema`);
  return validate(body) ? [] : describe(validate.errors, `answer ${status}`);
}
