#!/usr/bin/env node
// `npm run dev`: the edge on Deno in watch mode (API on :8787) and Vite's dev server (hot reload on :5173,
// proxying /api to the edge). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('deno', ['run', '--allow-all', '--watch', 'edge/main.ts'], { stdio: 'inherit' }),
  spawn('vite', ['--config', 'app/vite.config.ts'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
