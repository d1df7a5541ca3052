import type { Outcome } from './http-client';
import type { FuzzRequest } from './request-builder';

/**
 * What the run saw: every answer by status, the failures (a 5xx, no answer within the limit, the
 * server gone), and at the end the breakdown and the one summary line CI greps:
 * `fuzz: N requests, N routes, N 5xx, N hangs`.
 */
export const SLOW_MS = 10_000;
/** How much of an answer's body a failure keeps. */
const PREVIEW = 400;

export interface Failure {
  kind: '5xx' | 'hang' | 'down';
  request?: FuzzRequest;
  /** When it ran (performance.now()), and the requests that ran at the same time. */
  start?: number;
  end?: number;
  alongside?: string[];
  status?: number;
  ms?: number;
  response?: string;
  detail?: string;
}

export class Report {
  requests = 0;
  /** Routes that answered at least once. */
  readonly routes = new Set<string>();
  /** "route as role" pairs that answered 2xx at least once: how deep the fuzz got. */
  private readonly succeeded = new Set<string>();
  private readonly statuses = new Map<number, number>();
  private readonly noAnswers = new Map<string, { count: number; example: string }>();
  private readonly failures: Failure[] = [];
  private slowest = { ms: 0, what: '' };
  /** The last requests done, and failures whose neighbours in time may still be running. */
  private readonly recent: { request: FuzzRequest; start: number; end: number }[] = [];
  private readonly open: Failure[] = [];

  /**
   * One request's outcome, sent at `start` and done at `end` (performance.now()). A failure
   * notes the requests that ran at the same time: a 5xx that takes another request at the same
   * moment (a race) is only understood with them.
   */
  record(request: FuzzRequest, outcome: Outcome, start: number, end: number): void {
    this.requests++;
    this.overlaps(request, start, end);
    const failure = this.judge(request, outcome);
    if (!failure) return;
    const alongside = this.recent
      .filter((ran) => ran.request !== request && ran.end > start)
      .map((ran) => describe(ran.request));
    this.failures.push({ ...failure, start, end, alongside });
    this.open.push(this.failures.at(-1)!);
  }

  private overlaps(request: FuzzRequest, start: number, end: number) {
    for (const failure of this.open)
      if (start < failure.end!) failure.alongside!.push(describe(request));
    // A request that overlapped a failure ends at most two time-outs after it (one retry).
    while (this.open.length && this.open[0]!.end! + 2 * SLOW_MS < end) this.open.shift();
    this.recent.push({ request, start, end });
    if (this.recent.length > 32) this.recent.shift();
  }

  private judge(
    request: FuzzRequest,
    outcome: Outcome,
  ): Omit<Failure, 'start' | 'end'> | undefined {
    const what = `${request.route.key} as ${request.role}`;
    if (outcome.kind === 'timeout') return { kind: 'hang', request, ms: outcome.ms };
    if (outcome.kind === 'no-answer') {
      const key = `${request.route.key}: ${outcome.message}`;
      const seen = this.noAnswers.get(key) ?? { count: 0, example: request.notes.join('; ') };
      this.noAnswers.set(key, { ...seen, count: seen.count + 1 });
      return undefined;
    }
    this.routes.add(request.route.key);
    this.statuses.set(outcome.status, (this.statuses.get(outcome.status) ?? 0) + 1);
    if (outcome.status < 300) this.succeeded.add(what);
    if (outcome.ms > this.slowest.ms) this.slowest = { ms: outcome.ms, what };
    if (outcome.status >= 500)
      return {
        kind: '5xx',
        request,
        status: outcome.status,
        ms: outcome.ms,
        response: outcome.body.toString('utf8', 0, PREVIEW),
      };
    if (outcome.ms > SLOW_MS)
      return { kind: 'hang', request, ms: outcome.ms, status: outcome.status };
    return undefined;
  }

  /** Requests the fuzz could not build: its own bugs, which fail the run too (exit 2). */
  readonly fuzzerErrors: string[] = [];

  fuzzerError(detail: string): void {
    this.fuzzerErrors.push(detail);
  }

  serverDown(detail: string): void {
    this.failures.push({ kind: 'down', detail });
  }

  get serverErrors() {
    return this.failures.filter((failure) => failure.kind === '5xx').length;
  }

  /** Requests without an answer in time, and the server found not answering. */
  get hangs() {
    return this.failures.filter((failure) => failure.kind !== '5xx').length;
  }

  get failed() {
    return this.failures.length > 0;
  }

  breakdown(routeKeys: readonly string[]): string[] {
    const lines: string[] = [];
    for (const klass of [2, 3, 4, 5]) {
      const inClass = [...this.statuses]
        .filter(([status]) => Math.floor(status / 100) === klass)
        .sort(([a], [b]) => a - b);
      const total = inClass.reduce((sum, [, count]) => sum + count, 0);
      if (total === 0 && klass === 3) continue;
      lines.push(
        `  ${klass}xx ${String(total).padStart(7)}  ${inClass.map(([status, count]) => `${status}: ${count}`).join(', ')}`,
      );
    }
    const noAnswer = [...this.noAnswers.values()].reduce((sum, { count }) => sum + count, 0);
    if (noAnswer > 0) {
      // Not failures: the server may close a connection on a request it refuses (a body past
      // its limit) before the fuzz has finished sending it. A dead server is caught by health.
      lines.push(`  no answer (connection closed early) ${noAnswer}:`);
      const worst = [...this.noAnswers].sort((a, b) => b[1].count - a[1].count).slice(0, 5);
      for (const [what, { count, example }] of worst)
        lines.push(
          `      ${count} × ${what} (e.g. ${truncate(example || 'a plain request', 120)})`,
        );
    }
    if (this.fuzzerErrors.length)
      lines.push(
        `  THE FUZZ ITSELF failed to build ${this.fuzzerErrors.length} requests (a bug in server/fuzz); the first:`,
        ...this.fuzzerErrors[0]!.split('\n')
          .slice(0, 6)
          .map((line) => `      ${line}`),
      );
    lines.push(`  slowest answer ${this.slowest.ms} ms (${this.slowest.what})`);
    const neverOk = routeKeys.filter(
      (key) => ![...this.succeeded].some((what) => what.startsWith(`${key} as `)),
    );
    lines.push(
      `  routes answered 2xx: ${routeKeys.length - neverOk.length} of ${routeKeys.length}` +
        (neverOk.length ? ` (never: ${neverOk.join(', ')})` : ''),
    );
    return lines;
  }

  /** The failures, in the order they happened. */
  get failureList(): readonly Failure[] {
    return this.failures;
  }

  summary(): string {
    return `fuzz: ${this.requests} requests, ${this.routes.size} routes, ${this.serverErrors} 5xx, ${this.hangs} hangs`;
  }
}

/** A request in a word: route, role and what was broken. */
export const describe = (request: FuzzRequest) =>
  `${request.route.key} as ${request.role}` +
  (request.notes.length ? ` (${truncate(request.notes.join('; '), 80)})` : '');

export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text;
