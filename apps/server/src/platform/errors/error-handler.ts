import { type ApiErrorBody, z } from '@atrium/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/connection-errors';
import { AppError } from './app-error';

const FASTIFY_MESSAGES: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: new AppError('BAD_REQUEST', 'The request body is not valid JSON.'),
  FST_ERR_CTP_EMPTY_JSON_BODY: new AppError(
    'BAD_REQUEST',
    'The request says it carries JSON but its body is empty.',
  ),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    'This content type is not accepted here; send application/json.',
  ),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: new AppError(
    'BAD_REQUEST',
    'The request body does not match its Content-Length.',
  ),
};

/**
 * busboy, which reads multipart bodies under @fastify/multipart, throws plain errors for a body it
 * cannot read (no boundary, cut short, a broken part header): the client's fault, said in its words.
 */
const MULTIPART_FAULTS = [
  /^Multipart: Boundary not found$/,
  /^Unexpected end of (multipart data|form|file)/,
  /terminated early due to unexpected end of multipart data$/,
  /^Malformed (part header|content type)/,
];

const MULTIPART_ERROR = new AppError(
  'BAD_REQUEST',
  'The multipart body cannot be read: send it as multipart/form-data with its boundary, complete.',
);

/** `/token` → `token`; a root-level problem is filed under `_`. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
}

/** 400 naming each field the call does not take, each also filed under its own name. */
function unknownFields(where: string, names: readonly string[], errors: Record<string, string[]>): AppError {
  for (const name of names) errors[name] = [`${name} is not a field this call takes.`];
  return new AppError(
    'VALIDATION_FAILED',
    `The request ${where} has ${names.length === 1 ? 'a field' : 'fields'} this call does not take: ${names.join(', ')}.`,
    errors,
  );
}

export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = fieldOf(issue.instancePath ?? '');
      errors[field] = [...(errors[field] ?? []), issue.message ?? 'is not valid.'];
    }
    const firstIssue = error.validation[0];
    const where = error.validationContext ?? 'body';
    // A name the call does not take, at the top or inside a nested object or list item, is a forged or
    // mistyped field: the request is malformed (400), and its full name (`answers.0.correct`) is what to fix.
    const unknown = error.validation.flatMap((issue) => {
      const keys = issue.keyword === 'unrecognized_keys' ? issue.params.keys : undefined;
      if (!Array.isArray(keys)) return [];
      const parent = fieldOf(issue.instancePath ?? '');
      return keys.map((key) => (parent === '_' ? String(key) : `${parent}.${String(key)}`));
    });
    if (unknown.length > 0) return unknownFields(where, unknown, errors);
    // A missing or non-object body fails at the root, where zod's own words say nothing useful: the
    // request itself is malformed (400).
    if (!firstIssue || fieldOf(firstIssue.instancePath ?? '') === '_') {
      return new AppError(
        'VALIDATION_FAILED',
        `The request ${where} is missing or is not a JSON object.`,
        errors,
      );
    }
    const first = firstIssue.message ?? 'The request is not valid.';
    // A well-formed body whose fields have the wrong type or value is understood but refused (422);
    // a bad path parameter or query string is a malformed request (400).
    const code = error.validationContext === 'body' ? 'UNPROCESSABLE' : 'VALIDATION_FAILED';
    return new AppError(code, first, errors);
  }
  if (error instanceof z.ZodError) {
    // Validation inside a service (input that did not come through a route schema, such as the fields
    // of a multipart body).
    const errors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const field = issue.path.join('.') || '_';
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    const unknown = error.issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : [],
    );
    if (unknown.length > 0) return unknownFields('body', unknown, errors);
    return new AppError('UNPROCESSABLE', error.issues[0]?.message ?? 'The request is not valid.', errors);
  }
  if (MULTIPART_FAULTS.some((pattern) => pattern.test(error.message))) return MULTIPART_ERROR;
  if (isConnectionError(error)) {
    return new AppError(
      'UNAVAILABLE',
      'The database cannot be reached right now. Please try again in a moment.',
    );
  }
  const code = 'code' in error ? error.code : undefined;
  const known =
    typeof code === 'string' && Object.hasOwn(FASTIFY_MESSAGES, code) ? FASTIFY_MESSAGES[code] : undefined;
  if (known) return known;
  const status = 'statusCode' in error ? error.statusCode : undefined;
  if (status === 429) return new AppError('RATE_LIMITED', error.message);
  if (status === 404) return new AppError('NOT_FOUND', error.message);
  if (status !== undefined && status >= 400 && status < 500)
    return new AppError('BAD_REQUEST', error.message);
  return new AppError('INTERNAL', 'Something went wrong on our side. It has been logged; please try again.');
}

/** The one error path: every thrown error becomes `{ statusCode, code, message, errors? }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (isConnectionError(error)) request.log.warn({ err: error }, 'request failed: the database is away');
    else if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: appError.code, message: appError.message }, 'request refused');
    const body: ApiErrorBody = appError.toBody();
    return reply.status(appError.statusCode).send(body);
  });
  app.setNotFoundHandler((request, reply) => {
    const body = new AppError('NOT_FOUND', `No such address: ${request.method} ${request.url}`).toBody();
    return reply.status(404).send(body);
  });
}
