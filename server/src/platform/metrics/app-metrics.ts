import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** What the metrics read at each scrape, each from the code that owns the figure. */
export interface MetricsSources {
  /** The app's PostgreSQL pool (pg.Pool's own counts). */
  pool:
    | { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } }
    | undefined;
  /** Event streams open on this instance (live messages). */
  openStreams: () => number;
  jobQueues: () => Promise<Array<{ queue: string; waiting: number; oldestSeconds: number }>>;
  outbox: () => Promise<{ waiting: number; oldestSeconds: number }>;
  webhooks: () => Promise<Array<{ provider: string; waiting: number; oldestSeconds: number }>>;
  moneyMovements: () => Promise<Array<{ kind: string; currency: string; count: number }>>;
}

export interface AppMetrics {
  registry: Registry;
  /** One answered request: `route` is the route's pattern (never the raw URL), or "unmatched". */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

/**
 * Gauges read by one query share its answer within a scrape: prom-client starts every metric's
 * collect() in one synchronous loop, so a read started in the last 100 ms is this scrape's.
 */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { at: number; answer: Promise<T> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > 100) last = { at: Date.now(), answer: read() };
    return last.answer;
  };
}

/**
 * This app instance's Prometheus registry (one per app, so tests that build several apps in one
 * process keep theirs apart): request timings by route and status, 5xx answers, the process' own
 * figures, and gauges read at scrape time from the pool, the job queue, the outbox, the open
 * streams, the ledger and the webhook inbox (decision 064). Names start with `titletrust_`.
 */
export function createAppMetrics(sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'titletrust_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const serverErrors = new Counter({
    name: 'titletrust_http_server_errors_total',
    help: 'HTTP answers with a 5xx status, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'],
    registers,
  });

  new Gauge({
    name: 'titletrust_db_pool_connections',
    help: 'Connections of the PostgreSQL pool: busy (running a query), idle, and the maximum',
    labelNames: ['state'],
    registers,
    collect() {
      if (!sources.pool) return;
      const { totalCount, idleCount, options } = sources.pool;
      this.set({ state: 'busy' }, totalCount - idleCount);
      this.set({ state: 'idle' }, idleCount);
      this.set({ state: 'max' }, options.max ?? 10);
    },
  });
  new Gauge({
    name: 'titletrust_db_pool_waiting',
    help: 'Queries waiting for a free connection of the PostgreSQL pool',
    registers,
    collect() {
      if (sources.pool) this.set(sources.pool.waitingCount);
    },
  });
  new Gauge({
    name: 'titletrust_message_streams_open',
    help: 'Live message streams (server-sent events) open on this instance',
    registers,
    collect() {
      this.set(sources.openStreams());
    },
  });

  // The figures below are read from the database; a failed read leaves its gauges out of that
  // scrape (no stale value, no made-up 0), keeps the movements counter where it was, and counts
  // here.
  const failures = new Map<string, number>();
  const guarded = <T>(source: string, read: () => Promise<T>) =>
    sharedRead(() =>
      read().catch(() => {
        failures.set(source, (failures.get(source) ?? 0) + 1);
        return undefined;
      }),
    );
  const jobQueues = guarded('job_queue', sources.jobQueues);
  const outbox = guarded('outbox', sources.outbox);
  const webhooks = guarded('webhooks', sources.webhooks);
  const movements = guarded('money_movements', sources.moneyMovements);
  new Counter({
    name: 'titletrust_metrics_read_failures_total',
    help: 'Scrape-time database reads of a metric that failed, by source',
    labelNames: ['source'],
    registers,
    async collect() {
      // The reads of this scrape (shared with the gauges below) have ended before this counts.
      await Promise.all([jobQueues(), outbox(), webhooks(), movements()]);
      this.reset();
      for (const [source, count] of failures) this.inc({ source }, count);
    },
  });

  const perRow = <Row>(
    name: string,
    help: string,
    label: string,
    read: () => Promise<Row[] | undefined>,
    value: (row: Row) => [string, number],
  ) =>
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers,
      async collect() {
        const rows = await read();
        this.reset();
        for (const row of rows ?? []) {
          const [labelValue, figure] = value(row);
          this.set({ [label]: labelValue }, figure);
        }
      },
    });
  perRow(
    'titletrust_job_queue_waiting',
    'Jobs due to run and not started yet, by queue',
    'queue',
    jobQueues,
    (row) => [row.queue, row.waiting],
  );
  perRow(
    'titletrust_job_queue_oldest_seconds',
    'How long the oldest job due to run has waited, by queue (0 when none waits)',
    'queue',
    jobQueues,
    (row) => [row.queue, row.oldestSeconds],
  );
  perRow(
    'titletrust_webhook_events_waiting',
    'Provider webhook events received and not processed yet (or failed), by provider',
    'provider',
    webhooks,
    (row) => [row.provider, row.waiting],
  );
  perRow(
    'titletrust_webhook_lag_seconds',
    'How long the oldest unprocessed provider webhook event has waited, by provider',
    'provider',
    webhooks,
    (row) => [row.provider, row.oldestSeconds],
  );

  const outboxGauge = (name: string, help: string, figure: 'waiting' | 'oldestSeconds') =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const answer = await outbox();
        if (answer) this.set(answer[figure]);
        // reset() would leave a gauge without labels at 0; an unread figure is left out instead.
        else this.remove();
      },
    });
  outboxGauge('titletrust_outbox_emails_waiting', 'E-mails in the outbox not sent yet', 'waiting');
  outboxGauge(
    'titletrust_outbox_oldest_seconds',
    'How long the oldest e-mail not sent yet has waited (0 when none waits)',
    'oldestSeconds',
  );

  new Counter({
    name: 'titletrust_money_movements_total',
    help: 'Ledger movements this instance posted (committed), by kind and currency',
    labelNames: ['kind', 'currency'],
    registers,
    async collect() {
      const counts = await movements();
      if (!counts) return;
      this.reset();
      for (const { kind, currency, count } of counts) this.inc({ kind, currency }, count);
    },
  });

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_code: String(statusCode) };
      duration.observe(labels, seconds);
      if (statusCode >= 500) serverErrors.inc(labels);
    },
  };
}
