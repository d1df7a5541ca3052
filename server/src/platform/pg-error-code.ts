/**
 * PostgreSQL's SQLSTATE of a failed query: pg puts it on the error, drizzle wraps that error and
 * keeps it as the cause.
 */
export function pgErrorCode(error: unknown): string | undefined {
  const failure = error as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  const code = failure?.code ?? failure?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}
