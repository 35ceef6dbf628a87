import { isIsoDate } from '@shop/rules';
import { FIO_API_URL, fioLastPath, fioPeriodsPath, fioStatementFromJson } from './fio-protocol.ts';
import { StatementFormatError, type BankStatement } from './statement.ts';

/**
 * Reads the shop's account at Fio banka over its API. A token is the key to the account's history:
 * it never appears in a message or a log line, only in the request path the API demands.
 *
 * The bank serves one call per token in 30 seconds (FioThrottledError otherwise), and `last` moves
 * the bank's mark as it answers: a caller that loses an answer gets those movements back only by
 * `period`, so importing by the movements' ids keeps either way safe.
 */
export interface FioClient {
  /** Movements since the previous `last` call. */
  last(): Promise<BankStatement>;
  /** Movements booked from–to (YYYY-MM-DD, both included). */
  period(from: string, to: string): Promise<BankStatement>;
}

export interface FioClientOptions {
  /** The account's API token (64 characters, from Fio internet banking, read-only rights suffice). */
  token: string;
  /** The API's base address: Fio's by default, or a local server speaking the protocol. */
  baseUrl?: string;
  timeoutMs?: number;
}

/** Fio banka could not be reached, refused the call, or answered something unexpected. */
export class FioError extends Error {
  override readonly name: string = 'FioError';
  /** The HTTP status of a refusal; null when there was no answer. */
  readonly status: number | null;

  constructor(message: string, status: number | null = null, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
  }
}

/** Called again within 30 seconds of the previous call with the same token. */
export class FioThrottledError extends FioError {
  override readonly name = 'FioThrottledError';

  constructor() {
    super(
      'Fio banka odpovídá na jeden dotaz tímto tokenem nejvýše jednou za 30 sekund. Zkuste to znovu za chvíli.',
      409,
    );
  }
}

/** The shop's client of the Fio banka API. */
export function createFioClient({
  token,
  baseUrl = FIO_API_URL,
  timeoutMs = 30_000,
}: FioClientOptions): FioClient {
  const base = baseUrl.replace(/\/+$/, '');
  // Whatever comes back, the token stays out of the message.
  const redact = (text: string) => (token ? text.split(token).join('…') : text);

  async function call(path: string): Promise<BankStatement> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const cause = (err as Error).cause instanceof Error ? ((err as Error).cause as Error).message : '';
      throw new FioError(redact(`Fio banka není dostupná: ${(err as Error).message} ${cause}`.trim()), null, {
        cause: err,
      });
    }
    const body = await res.text();
    if (res.status === 409) throw new FioThrottledError();
    if (res.status === 401 || res.status === 403 || res.status === 404) {
      throw new FioError(
        `Fio banka odmítla token API (HTTP ${res.status}). Zkontrolujte, že token platí a patří k účtu obchodu.`,
        res.status,
      );
    }
    if (!res.ok) {
      const said = bankMessage(body);
      throw new FioError(
        redact(`Fio banka odmítla dotaz (HTTP ${res.status})${said ? `: ${said}` : '.'}`),
        res.status,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw new FioError('Fio banka odpověděla něčím jiným než JSON.', res.status);
    }
    try {
      return fioStatementFromJson(json);
    } catch (err) {
      if (err instanceof StatementFormatError)
        throw new FioError(redact(err.message), res.status, { cause: err });
      throw err;
    }
  }

  return {
    last: () => call(fioLastPath(token)),
    period(from, to) {
      if (!isIsoDate(from) || !isIsoDate(to) || from > to) {
        return Promise.reject(new RangeError(`expected from <= to as YYYY-MM-DD, got '${from}', '${to}'`));
      }
      return call(fioPeriodsPath(token, from, to));
    },
  };
}

/** Fio's own words in a refusal: an XML `<message>` or a short plain text (e.g. strong authorisation). */
function bankMessage(body: string): string | null {
  const xml = /<message>([^<]{1,500})<\/message>/.exec(body)?.[1];
  if (xml) return xml.trim();
  const plain = body.trim();
  return plain && plain.length <= 500 && !plain.startsWith('<') ? plain : null;
}
