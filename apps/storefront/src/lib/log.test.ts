import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendError } from './http';
import { logError } from './log';

describe('the storefront logs failures without tokens or e-mail addresses', () => {
  afterEach(() => vi.restoreAllMocks());

  it('a failed payment start names the call, not the order’s token nor the shopper', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    logError(
      'payment start',
      new BackendError(
        'Objednávka jana.novakova@example.cz nejde zaplatit',
        409,
        'http://localhost:4000/api/v1/orders/token/Zk3Q-secret_token/payment',
      ),
    );
    logError('log-out', new Error('Bearer abc.DEF-123 refused'));
    expect(lines).toEqual([
      '[storefront] payment start failed: BackendError: Objednávka [redacted] nejde zaplatit (409 http://localhost:4000/api/v1/orders/token/[redacted]/payment)',
      '[storefront] log-out failed: Error: Bearer [redacted] refused',
    ]);
  });
});
