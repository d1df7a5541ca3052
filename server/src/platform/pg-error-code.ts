interface PgFailure {
  code: string;
  message: string;
  detail?: string;
  constraint?: string;
}

type Report =
  { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown } | null | undefined;

/**
 * PostgreSQL's report of a failed query (SQLSTATE, message, detail, the constraint it broke): pg
 * puts it on the error, drizzle wraps that error and keeps it as the cause.
 */
export function pgErrorOf(error: unknown): PgFailure | undefined {
  const failure = error as (Report & { cause?: Report }) | null | undefined;
  const report = typeof failure?.code === 'string' ? failure : failure?.cause;
  if (typeof report?.code !== 'string') return undefined;
  return {
    code: report.code,
    message: typeof report.message === 'string' ? report.message : '',
    detail: typeof report.detail === 'string' ? report.detail : undefined,
    constraint: typeof report.constraint === 'string' ? report.constraint : undefined,
  };
}

/** PostgreSQL's SQLSTATE of a failed query. */
export function pgErrorCode(error: unknown): string | undefined {
  return pgErrorOf(error)?.code;
}
