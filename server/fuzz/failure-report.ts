import { SLOW_MS, truncate, type Failure } from './report';

/**
 * The failures as a reader needs them: grouped by route and by what the server logged (the same
 * defect hit two hundred times is one defect), each group shown through its first request in
 * full (what was broken, the request, its answer, the server's error and stack, the requests that
 * ran beside it), with how often and as whom it happened.
 */
const SHOWN_GROUPS = 12;
const PREVIEW = 400;

interface Group {
  first: Failure;
  server: string[];
  count: number;
  roles: Set<string>;
}

export function failureDetails(failures: readonly Failure[], seed: number, log: string): string[] {
  const groups = new Map<string, Group>();
  for (const failure of failures) {
    const id = failure.request?.headers['x-request-id'];
    const server = id ? serverLines(log, id) : [];
    const key = failure.request
      ? `${failure.kind} ${failure.request.route.key} ${signature(server[0] ?? '')}`
      : `down ${failure.detail}`;
    const group = groups.get(key) ?? { first: failure, server, count: 0, roles: new Set() };
    group.count++;
    if (failure.request) group.roles.add(failure.request.role);
    groups.set(key, group);
  }
  const lines: string[] = [];
  for (const group of [...groups.values()].slice(0, SHOWN_GROUPS))
    lines.push(...describeGroup(group, log));
  if (groups.size > SHOWN_GROUPS) lines.push(`  … and ${groups.size - SHOWN_GROUPS} more kinds`);
  if (groups.size > 0)
    lines.push(`  replay: FUZZ_SEED=${seed} npm run fuzz:api (add FUZZ_ROUTES=<regex> to home in)`);
  return lines;
}

function describeGroup({ first, server, count, roles }: Group, log: string): string[] {
  const request = first.request;
  if (!request) return [`  SERVER NOT ANSWERING: ${first.detail}`, ...tail(log, 30)];
  const head =
    first.kind === '5xx'
      ? `${first.status} after ${first.ms} ms`
      : `no answer within ${SLOW_MS / 1000} s`;
  const body = request.body
    ? truncate(JSON.stringify(request.body.toString('utf8', 0, PREVIEW)), PREVIEW)
    : '—';
  return [
    `  ${first.kind.toUpperCase()}: ${request.route.key} — ${count} time(s), as ${[...roles].join(', ')}; the first:`,
    `      ${head} as ${request.role} (request #${request.n}, x-request-id ${request.headers['x-request-id']})`,
    `      what was broken: ${request.notes.join('; ') || 'nothing (a plain request)'}`,
    `      request: ${request.method} ${truncate(request.path, 300)}`,
    `      headers: ${truncate(JSON.stringify(request.headers), 300)}`,
    `      body (${request.body?.length ?? 0} bytes): ${body}`,
    ...(first.response ? [`      answer: ${truncate(first.response, 300)}`] : []),
    ...server.map((line) => `      server: ${line}`),
    `      alongside it: ${alongside(first.alongside ?? [])}`,
  ];
}

/** A log line with its ids and numbers blanked: what two hits of one defect have in common. */
const signature = (line: string) =>
  line
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<id>')
    .replace(/\d+/g, 'N')
    .slice(0, 160);

/** The requests that ran beside a failure, the first few and how many more. */
const alongside = (requests: string[]) =>
  requests.length === 0
    ? 'nothing'
    : requests.slice(0, 8).join(' | ') +
      (requests.length > 8 ? ` | … and ${requests.length - 8} more` : '');

/** Long text cut in the middle: an error's cause often comes last (a failed query's reason). */
const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max * 0.4)} … ${text.slice(-max * 0.6)}` : text;

const tail = (log: string, count: number) =>
  log
    .trimEnd()
    .split('\n')
    .slice(-count)
    .map((line) => `      ${truncate(line, 300)}`);

/** The server's log lines for one request (pino JSON carrying reqId), reduced to the error. */
function serverLines(log: string, requestId: string): string[] {
  const found: string[] = [];
  for (const line of log.split('\n')) {
    if (!line.includes(`"reqId":"${requestId}"`)) continue;
    try {
      const entry = JSON.parse(line) as {
        msg?: string;
        err?: { type?: string; message?: string; stack?: string };
      };
      const message = `${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.message ?? ''}`;
      found.push(clip(message.replace(/\s+/g, ' '), 600));
      const frames = entry.err?.stack?.split('\n').map((frame) => frame.trim()) ?? [];
      for (const frame of frames.filter((f) => f.startsWith('at ')).slice(0, 5))
        found.push(`  ${frame}`);
    } catch {
      found.push(truncate(line, 400));
    }
  }
  return found.length ? found : ['(nothing logged for this request)'];
}
