import { lstat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline/promises';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { newPasswordErrors } from '@shop/rules';
import { loadConfig } from '../config.ts';
import { connectDatabase } from '../db/client.ts';
import { findOperatorByEmail, findRole, insertOperator } from '../modules/operator/index.ts';
import { BackupError } from './backup-archive.ts';
import { runCommand } from './cli.ts';
import { guessablePassword } from '../auth/password-strength.ts';

const usage =
  'npm run operator:create [-- --email E --name "N" --role owner|orders|content|catalogue]   (the password is asked for, or read from OPERATOR_PASSWORD)';

/** Asks on the terminal; a secret is not echoed. */
async function ask(question: string, secret = false): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  const answer = rl.question(question);
  muted = secret;
  try {
    return (await answer).trim();
  } finally {
    rl.close();
    if (secret) process.stdout.write('\n');
  }
}

/**
 * `npm run operator:create`: the first operator of a new shop (and any later one while the back
 * office is out of reach). Asks for what the flags do not give; the password never goes through
 * the command line. The operator sets up the second factor at the first log-in.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string' } },
  });
  const interactive = process.stdin.isTTY;
  const need = async (value: string | undefined, question: string, flag: string) => {
    if (value) return value;
    if (!interactive) throw new BackupError(`${flag} is missing\nusage: ${usage}`);
    return ask(question);
  };
  const email = await need(values.email, 'E-mail: ', '--email');
  const name = await need(values.name, 'Jméno a příjmení: ', '--name');
  const role = values.role ?? (interactive ? (await ask('Role [owner]: ')) || 'owner' : 'owner');
  let password = process.env.OPERATOR_PASSWORD ?? '';
  if (!password) {
    if (!interactive) throw new BackupError(`set OPERATOR_PASSWORD or run it in a terminal\nusage: ${usage}`);
    password = await ask('Heslo: ', true);
    if ((await ask('Heslo znovu: ', true)) !== password) throw new BackupError('the passwords differ');
  }
  const problems = [
    ...Object.values(newPasswordErrors({ password, passwordConfirmation: password })),
    guessablePassword(password, [email, name]),
  ].filter(Boolean);
  if (problems.length) throw new BackupError(`the password is refused: ${problems.join(' ')}`);

  const config = loadConfig();
  const dbDir = path.join(config.dataDir, 'db');
  if (
    !config.databaseUrl &&
    (await lstat(path.join(dbDir, 'postmaster.pid')).then(
      () => true,
      () => false,
    ))
  ) {
    throw new BackupError(
      `${dbDir} is open in a running backend: stop it first, or let an owner create the operator in the back office (/admin/, Operátoři)`,
    );
  }
  const database = await connectDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: dbDir },
  );
  try {
    await database.migrate();
    const db = database.db;
    if (!(await findRole(db, role))) throw new BackupError(`there is no role "${role}"`);
    if (await findOperatorByEmail(db, email))
      throw new BackupError(`an operator with the e-mail ${email} exists`);
    const created = await insertOperator(db, { email, name, role, password });
    console.log(
      `Operator ${created!.email} (${role}) created. They log in at ${config.publicUrl}/admin/; ` +
        `${config.production ? 'the back office asks them' : 'in production the back office asks them'} ` +
        'to set up the second factor first.',
    );
  } finally {
    await database.close();
  }
}

runCommand('operator:create', usage, main);
