import type { ApiErrorBody, ErrorCode, FieldError } from '@titletrust/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, HTTP_STATUS_BY_CODE } from '../platform/app-error';

const GENERIC_MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_FAILED: 'Some of the information sent is not valid. Please check it and try again.',
  NOT_FOUND: 'We could not find what you asked for.',
  PAYLOAD_TOO_LARGE: 'What you sent is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted here.',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again in a moment.',
};

/** Fastify's own 4xx errors (bad JSON, body too large, …) keep their status, in our shape. */
const CODE_BY_FASTIFY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

function sendError(reply: FastifyReply, code: ErrorCode, message: string, fields?: FieldError[]) {
  const body: ApiErrorBody = { error: { code, message, ...(fields?.length ? { fields } : {}) } };
  return reply.status(HTTP_STATUS_BY_CODE[code]).type('application/json').send(body);
}

function requestFieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => ({
    path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: issue.message ?? 'Invalid value',
  }));
}

/**
 * Maps every error to the API's error body at the edge: domain errors by their code, request
 * validation to 400 with a message per field, anything unexpected to a logged 500 that reveals
 * nothing of the internals.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.details?.retryAfterSeconds) {
        reply.header('retry-after', String(error.details.retryAfterSeconds));
      }
      return sendError(reply, error.code, error.message, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = requestFieldErrors(error);
      // One thing wrong is said as itself (e.g. the spec's "Filepath is required ...").
      const message =
        fields.length === 1 ? fields[0]!.message : GENERIC_MESSAGES.VALIDATION_FAILED!;
      return sendError(reply, 'VALIDATION_FAILED', message, fields);
    }
    const status = error.statusCode ?? 500;
    const mapped = CODE_BY_FASTIFY_STATUS[status];
    if (status < 500 && mapped) {
      request.log.info({ err: error }, 'request refused');
      const message = mapped === 'VALIDATION_FAILED' ? badRequestMessage(error) : undefined;
      return sendError(reply, mapped, message ?? GENERIC_MESSAGES[mapped]!);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 'INTERNAL', GENERIC_MESSAGES.INTERNAL!);
  });
}

function badRequestMessage(error: FastifyError): string {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return 'The request body is not valid JSON.';
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return 'The request body is empty but JSON was declared.';
  }
  return GENERIC_MESSAGES.VALIDATION_FAILED!;
}

export function sendRouteNotFound(reply: FastifyReply, method: string, url: string) {
  const path = url.split('?')[0];
  return sendError(reply, 'NOT_FOUND', `No route matches ${method} ${path}.`);
}
