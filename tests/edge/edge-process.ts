import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The real thing: `deno run edge/main.ts` as `npm run serve` starts it, on a random port, with only
// PATH, HOME and what the test sets in its environment.
const root = fileURLToPath(new URL('../..', import.meta.url));
const deno = join(root, 'node_modules/.bin/deno');

/** Starts the server process; `done` settles when it exits, with all it wrote. */
export function runEdge(
  env: Record<string, string>,
  { stderr = 'pipe' }: { stderr?: 'pipe' | 'inherit' } = {},
): {
  child: ChildProcess;
  done: Promise<{ code: number | null; out: string; err: string }>;
} {
  const child = spawn(deno, ['run', '--allow-all', 'edge/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', stderr],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (d) => {
    out += d;
  });
  child.stderr?.on('data', (d) => {
    err += d;
  });
  const done = new Promise<{ code: number | null; out: string; err: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, out, err })),
  );
  return { child, done };
}

export interface RunningEdge {
  /** Where it listens, as it says: `http://localhost:<port>`. */
  url: string;
  /** The whole "Plume listening on …" line. */
  startLine: string;
  /** Every line it has written to stdout so far (it keeps growing). */
  stdout: string[];
  child: ChildProcess;
  /** Sends SIGTERM (unless it has already exited) and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** Starts the server and resolves once it says where it listens; rejects, with its stderr, if it exits first. */
export async function startEdge(
  env: Record<string, string>,
  options: { stderr?: 'pipe' | 'inherit' } = {},
): Promise<RunningEdge> {
  const { child, done } = runEdge(env, options);
  const stdout: string[] = [];
  const [url, startLine] = await new Promise<[string, string]>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        stdout.push(line);
        const match = /^Plume listening on (http:\/\/localhost:\d+) /.exec(line);
        if (match?.[1]) resolve([match[1], line]);
      }
    });
    void done.then(({ code, err }) => reject(new Error(`deno exited ${code} before listening:\n${err}`)));
  });
  return {
    url,
    startLine,
    stdout,
    child,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return (await done).code;
    },
  };
}
