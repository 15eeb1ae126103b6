import { type ApiErrorBody, ERROR_STATUS, type ErrorCode } from '@atrium/core';

/** The one error type handlers throw: a code, a message a person understands, and field errors. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: Record<string, string[]> | undefined;
  readonly record: unknown;

  constructor(code: ErrorCode, message: string, errors?: Record<string, string[]>, record?: unknown) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.errors = errors;
    this.record = record;
  }

  toBody(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.errors ? { errors: this.errors } : {}),
      ...(this.record === undefined ? {} : { record: this.record }),
    };
  }
}
