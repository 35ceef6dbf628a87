import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.ts';

const backendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const tsx = path.resolve(backendDir, '../../node_modules/.bin/tsx');

export interface BackendProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** Starts `tsx src/main.ts` on a free port of 127.0.0.1 and waits until `/ready` answers 200. */
export async function startBackendProcess(
  env: NodeJS.ProcessEnv,
  timeoutMs = 90_000,
): Promise<BackendProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: backendDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PORT: String(port),
      PUBLIC_URL: base,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: tsx runs the server in a child process, which a kill of tsx alone
    // would leave running.
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the backend exited early with ${child.exitCode}\n${output}`);
    const ready = await fetch(`${base}/ready`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ready) break;
    if (Date.now() > until) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`the backend did not become ready\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, port, child, output: () => output, exited };
}
