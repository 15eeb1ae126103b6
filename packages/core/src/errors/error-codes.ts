/**
 * Every error the API can answer with, and its HTTP status. Server code throws these through one
 * error path; the web client reads `statusCode` and `message` from the same body shape.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INVALID_ID_TOKEN: 401,
  SESSION_EXPIRED: 401,
  FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error answer. */
export interface ApiErrorBody {
  statusCode: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string[]>;
  /** A 409 on a stale update carries the record as it is now, so the client can show what changed. */
  record?: unknown;
}
