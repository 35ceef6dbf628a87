import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  comgateCreateBody,
  comgateRefundBody,
  type ComgateCreateBody,
} from '../../src/integrations/payment/comgate-protocol.ts';

type Status = 'PENDING' | 'PAID' | 'CANCELLED';
interface StoredPayment {
  transId: string;
  status: Status;
  body: ComgateCreateBody;
  refunded: number;
}

/**
 * A local server speaking Comgate's payment API (the shapes of comgate-protocol.ts) for one
 * merchant: it checks the Basic credentials and every body, keeps payments in memory, and pays or
 * cancels them on request, posting the notification form Comgate would post.
 */
export async function startComgateServer(merchant: string, secret: string) {
  const payments = new Map<string, StoredPayment>();
  const requests: { method: string; path: string; body: unknown }[] = [];
  const expected = `Basic ${Buffer.from(`${merchant}:${secret}`).toString('base64')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const read = async (req: IncomingMessage) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    return raw;
  };

  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = req.url ?? '/';
      const raw = await read(req);
      const body: unknown = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? 'GET', path, body });
      if (req.headers.authorization !== expected)
        return send(res, 401, { code: 1400, message: 'Unauthorized' });

      if (req.method === 'POST' && path === '/payment.json') {
        const parsed = comgateCreateBody.safeParse(body);
        if (!parsed.success) return send(res, 400, { code: 1100, message: parsed.error.message });
        const transId = randomBytes(6)
          .toString('hex')
          .toUpperCase()
          .replace(/(.{4})(?!$)/g, '$1-');
        payments.set(transId, { transId, status: 'PENDING', body: parsed.data, refunded: 0 });
        return send(res, 200, { code: 0, message: 'OK', transId, redirect: `${url}/client/${transId}` });
      }
      const status = /^\/payment\/transId\/([^/]+)\.json$/.exec(path);
      if (req.method === 'GET' && status) {
        const p = payments.get(decodeURIComponent(status[1]!));
        if (!p) return send(res, 200, { code: 1400, message: 'Payment not found' });
        return send(res, 200, {
          code: 0,
          message: 'OK',
          merchant,
          test: p.body.test ? 'true' : 'false',
          price: String(p.body.price),
          curr: p.body.curr,
          label: p.body.label,
          refId: p.body.refId,
          email: p.body.email,
          transId: p.transId,
          status: p.status,
        });
      }
      if (req.method === 'POST' && path === '/refund.json') {
        const parsed = comgateRefundBody.safeParse(body);
        if (!parsed.success) return send(res, 400, { code: 1100, message: parsed.error.message });
        const p = payments.get(parsed.data.transId);
        if (!p || p.status !== 'PAID') return send(res, 200, { code: 1400, message: 'Payment not paid' });
        if (p.refunded + parsed.data.amount > p.body.price)
          return send(res, 200, { code: 1400, message: 'Refund over the price' });
        p.refunded += parsed.data.amount;
        return send(res, 200, { code: 0, message: 'OK' });
      }
      send(res, 404, { code: 1400, message: 'Not found' });
    })().catch((err: unknown) => send(res, 500, { code: 1500, message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    payments,
    requests,
    /** The shopper pays (or gives up) on Comgate's page; Comgate then notifies the shop. */
    async decide(
      transId: string,
      status: 'PAID' | 'CANCELLED',
      notifyUrl: string,
      form: Record<string, string> = {},
    ) {
      const p = payments.get(transId)!;
      p.status = status;
      return fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          merchant,
          test: String(p.body.test),
          price: String(p.body.price),
          curr: p.body.curr,
          label: p.body.label,
          refId: p.body.refId,
          email: p.body.email,
          transId,
          status,
          secret,
          ...form,
        }).toString(),
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
