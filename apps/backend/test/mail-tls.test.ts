import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../src/integrations/mail/mailer.ts';

/**
 * A mail server on this machine that speaks plain SMTP and offers no STARTTLS, as a misconfigured
 * or intercepted relay would: production's mailer must refuse to hand it a customer's e-mail.
 */
let server: Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((socket) => {
    let data = false;
    let body = '';
    socket.write('220 plain.example ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString('utf8').split('\r\n')) {
        if (data) {
          if (line === '.') {
            data = false;
            received.push(body);
            socket.write('250 queued\r\n');
          } else body += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-plain.example\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          data = true;
          body = '';
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (line) socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise((r) => server.close(r)));

const message = {
  to: { name: 'Jana Nováková', address: 'jana@example.cz' },
  subject: 'Objednávka',
  text: 'Děkujeme.',
  html: '<p>Děkujeme.</p>',
};

describe('mail over SMTP', () => {
  it('production sends nothing to a server that cannot upgrade to TLS', async () => {
    const mailer = createMailer({
      from: 'Shop <shop@example.cz>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      requireTls: true,
      dataDir: '/nonexistent',
    });
    // It insists on STARTTLS, and the plain server cannot do the handshake.
    await expect(mailer.send(message)).rejects.toThrow();
    expect(received).toEqual([]);
    mailer.close();
  });

  it('where plain SMTP is allowed, the same server gets the message', async () => {
    const mailer = createMailer({
      from: 'Shop <shop@example.cz>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
      dataDir: '/nonexistent',
    });
    await mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^To: .*<jana@example\.cz>$/m);
    mailer.close();
  });
});
