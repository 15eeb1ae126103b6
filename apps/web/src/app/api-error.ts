/** The parts of an error body (core's ApiErrorBody) the client keeps. */
export interface ApiErrorDetails {
  code?: string;
  errors?: Record<string, string[]>;
  /** A 409 on update carries the record as it now stands on the server. */
  record?: unknown;
}

/** Any failed call: HTTP errors carry the server's status and message; network and time-out use status 0. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  readonly record: unknown;
  readonly path: string;

  constructor(options: { statusCode: number; message: string; path: string; body?: ApiErrorDetails }) {
    super(options.message);
    this.name = 'ApiError';
    this.statusCode = options.statusCode;
    this.path = options.path;
    this.code = options.body?.code;
    this.errors = options.body?.errors;
    this.record = options.body?.record;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The text to show a person for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return String(error);
}
