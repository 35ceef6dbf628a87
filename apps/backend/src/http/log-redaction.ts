import type { FastifyRequest } from 'fastify';
import { redactText, redactUrl } from '@shop/rules';

/** Fastify's request log line, with the URL redacted. */
export function requestLogLine(req: FastifyRequest) {
  return {
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
  };
}

/** What a database error may tell a log: where it happened, never the values (no `detail`). */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'statusCode'] as const;

/** Drizzle's failed-query message ends with the query's parameters: e-mails, hashes, tokens. */
const withoutParameters = (message: string) => message.replace(/\nparams: [\s\S]*$/, '');

/**
 * An error as the log and `jobs.last_error` may keep it: its message without query parameters,
 * the frames of its stack, the safe fields of a database error and its causes, every text redacted
 * (the one rule in `@shop/rules`). Replaces pino's error serializer.
 */
export interface LoggableError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function loggableError(err: unknown, depth = 0): LoggableError {
  if (!(err instanceof Error)) {
    const message = redactText(withoutParameters(String(err)));
    return { type: typeof err, message, stack: message };
  }
  const message = redactText(withoutParameters(err.message));
  const frames = (err.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const out: LoggableError = {
    type: err.name,
    message,
    stack: redactText([`${err.name}: ${message}`, ...frames].join('\n')),
  };
  for (const field of SAFE_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  if (err.cause !== undefined && depth < 3) out.cause = loggableError(err.cause, depth + 1);
  return out;
}

/** The same as one text (a job's `last_error`): the stack, then each cause's message. */
export function loggableErrorText(err: unknown): string {
  const lines: string[] = [];
  for (let e: LoggableError | undefined = loggableError(err); e; e = e.cause as LoggableError | undefined) {
    lines.push(lines.length === 0 ? e.stack : `caused by: ${e.message}`);
  }
  return lines.join('\n');
}
