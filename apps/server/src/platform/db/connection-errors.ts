// Socket errors, and PostgreSQL's "the server is going away or cannot take you now" SQLSTATEs:
// admin/crash shutdown, cannot connect now, connection exceptions, too many connections.
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
// What pg says, without a code, about a connection it lost or could not get.
const CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /^Client was closed/,
];

/**
 * True when `error` says the database could not be reached (down, restarting, refusing connections),
 * not that a statement was wrong: the caller answers 503 and the client may simply try again.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  if (error instanceof AggregateError && error.errors.some(isConnectionError)) return true;
  return CONNECTION_MESSAGES.some((pattern) => pattern.test(error.message));
}
