import type { AdminPermission } from '@shop/contract';

/**
 * Who makes a back-office request: an operator through their session, or a script through an
 * API key. Every change is recorded in the audit log under it.
 */
export type Actor =
  | {
      type: 'operator';
      operatorId: number;
      name: string;
      email: string;
      role: string;
      permissions: ReadonlySet<AdminPermission>;
      /** The session's token hash, to end it (log-out) or keep it (password change). */
      sessionHash: string;
      sessionExpiresAt: Date;
      /** Production wants a second factor before anything but setting it up. */
      totpMissing: boolean;
      ip: string;
    }
  | {
      type: 'api_key';
      apiKeyId: number;
      name: string;
      permissions: ReadonlySet<AdminPermission>;
      ip: string;
    };

/** How the audit log names an actor. */
export const actorLabel = (actor: Actor): string =>
  actor.type === 'operator' ? `${actor.name} <${actor.email}>` : `API klíč ${actor.name}`;
