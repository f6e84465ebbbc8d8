// The bench's baseline: a bare Hono hello-world on the same Deno as the edge (`deno run --allow-all
// tests/bench/hello.ts`, PORT from the environment). The edge's figures are reported as ratios to this.
import { Hono } from 'hono';

// Typed locally so `tsc` (which checks tests/ without Deno's lib) accepts this Deno-only file.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { port: number; hostname?: string; onListen?: (addr: { port: number }) => void },
    handler: (request: Request) => Response | Promise<Response>,
  ): unknown;
};

const app = new Hono().get('/', (c) => c.text('ok'));

Deno.serve(
  {
    port: Number(Deno.env.get('PORT') ?? 8788),
    hostname: '127.0.0.1',
    onListen: ({ port }) => console.log(`hello-world listening on http://127.0.0.1:${port}/`),
  },
  app.fetch,
);
