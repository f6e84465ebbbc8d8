import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback server speaking the Chat Completions wire format (`POST /v1/chat/completions`, as the
 * openai SDK sends it) for testing the OpenAI-compatible content model and, end to end, the product.
 * It records every request and answers each one as scripted: a valid structured answer (built from
 * the requested JSON Schema, or a given object), slowly, malformed, truncated, refused, 429, 500, or
 * a 400 for servers without structured outputs. Unscripted requests get `defaultReply`.
 */
export type Reply = (
  | {
      kind: 'answer';
      object?: unknown;
      /** Fill every `inspired_by` list with the first post URL of the request's <handle_posts>, as a model citing what it read. */
      citeSources?: boolean;
    }
  | { kind: 'content'; content: string; finishReason?: 'stop' | 'length' | 'content_filter' }
  | { kind: 'malformed' }
  | { kind: 'truncated' }
  | { kind: 'refusal'; message?: string }
  | { kind: 'rate-limited'; retryAfter?: string; retryAfterMs?: string }
  | { kind: 'server-error'; status?: number }
  | { kind: 'rejects-json-schema' }
  | { kind: 'rejects-max-tokens' }
) & {
  /** Answer only after this long (the client's timeout fires first in timeout tests). */
  delayMs?: number;
};

export interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed JSON body: model, messages, response_format, max_tokens … */
  body: Record<string, unknown>;
}

export interface OpenAIStandin {
  /** e.g. http://127.0.0.1:54321/v1 — OPENAI_BASE_URL. */
  baseUrl: string;
  /** Every request received, oldest first (also those answered with an error). */
  requests: ReceivedRequest[];
  /** Queue replies for the next requests, in order. */
  script(...replies: Reply[]): void;
  /** What an unscripted request gets (initially a valid answer built from the schema). */
  defaultReply: Reply;
  stop(): Promise<void>;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
  $ref?: string;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  [key: string]: unknown;
};

/** A value that satisfies the schema: strings say which field they fill, arrays have minItems items. */
export function sampleFromSchema(schema: JsonSchema, root: JsonSchema = schema, path = 'answer'): unknown {
  if (schema.$ref) {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
    return sampleFromSchema(target as JsonSchema, root, path);
  }
  if (schema.anyOf?.[0]) return sampleFromSchema(schema.anyOf[0], root, path);
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, value]) => [
        key,
        sampleFromSchema(value, root, `${path}.${key}`),
      ]),
    );
  }
  if (type === 'array') {
    return Array.from({ length: schema.minItems ?? 1 }, (_, i) =>
      sampleFromSchema(schema.items ?? {}, root, `${path}[${i}]`),
    );
  }
  if (type === 'number' || type === 'integer') return 1;
  if (type === 'boolean') return true;
  return `Sample ${path}`;
}

const completion = (model: unknown, message: Record<string, unknown>, finishReason: string) => ({
  id: `chatcmpl-standin-${Math.random().toString(36).slice(2)}`,
  object: 'chat.completion',
  created: 1_700_000_000,
  model: typeof model === 'string' ? model : 'standin',
  choices: [
    {
      index: 0,
      message: { role: 'assistant', content: null, refusal: null, ...message },
      finish_reason: finishReason,
      logprobs: null,
    },
  ],
  usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
});

const openAiError = (
  message: string,
  type: string,
  param: string | null = null,
  code: string | null = null,
) => ({
  error: { message, type, param, code },
});

export async function startOpenAIStandin(): Promise<OpenAIStandin> {
  const requests: ReceivedRequest[] = [];
  const queue: Reply[] = [];
  const pending = new Set<NodeJS.Timeout>();

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      // recorded as empty; the reply below still follows the script
    }
    const path = new URL(req.url ?? '/', 'http://standin').pathname;
    requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || path !== '/v1/chat/completions') {
      return send(res, 404, openAiError(`Unknown path ${path}`, 'invalid_request_error'));
    }
    const reply = queue.shift() ?? standin.defaultReply;
    const respond = () => answer(res, reply, body);
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        pending.delete(timer);
        respond();
      }, reply.delayMs);
      pending.add(timer);
    } else respond();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const standin: OpenAIStandin = {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    defaultReply: { kind: 'answer' },
    async stop() {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standin;
}

/** The first `url` in the <handle_posts> block of the request's messages (the JSON inside is escaped). */
function firstSourceUrl(body: Record<string, unknown>): string | undefined {
  const block = /<handle_posts>\n([\s\S]*?)\n<\/handle_posts>/.exec(messageText(body));
  if (!block?.[1]) return undefined;
  const posts = JSON.parse(block[1]) as { url?: string }[];
  return posts.find((p) => typeof p.url === 'string')?.url;
}

const messageText = (body: Record<string, unknown>) =>
  ((body.messages ?? []) as { content?: unknown }[])
    .flatMap((m) =>
      typeof m.content === 'string'
        ? [m.content]
        : Array.isArray(m.content)
          ? (m.content as { text?: string }[]).flatMap((part) => (part.text ? [part.text] : []))
          : [],
    )
    .join('\n');

/** The object with every `inspired_by` list replaced by [url] (left as it is without one). */
function citing(value: unknown, url: string | undefined): unknown {
  if (url === undefined) return value;
  if (Array.isArray(value)) return value.map((v) => citing(v, url));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, v]) => [key, key === 'inspired_by' ? [url] : citing(v, url)]),
    );
  return value;
}

function send(res: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}) {
  if (res.destroyed) return; // the client gave up (its timeout) before a slow answer
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(payload));
}

function answer(res: ServerResponse, reply: Reply, body: Record<string, unknown>) {
  const model = body.model;
  switch (reply.kind) {
    case 'answer': {
      const format = body.response_format as { json_schema?: { schema?: JsonSchema } } | undefined;
      const schema = format?.json_schema?.schema;
      const sample = reply.object ?? (schema ? sampleFromSchema(schema) : { answer: 'no schema was sent' });
      const object = reply.citeSources ? citing(sample, firstSourceUrl(body)) : sample;
      return send(res, 200, completion(model, { content: JSON.stringify(object) }, 'stop'));
    }
    case 'content':
      return send(res, 200, completion(model, { content: reply.content }, reply.finishReason ?? 'stop'));
    case 'malformed':
      return send(res, 200, completion(model, { content: '{"mainstream": [ {"concept": ' }, 'stop'));
    case 'truncated':
      return send(
        res,
        200,
        completion(model, { content: '{"mainstream": [{"concept": {"Title": "Half a' }, 'length'),
      );
    case 'refusal':
      return send(
        res,
        200,
        completion(model, { refusal: reply.message ?? 'I can’t help with that.' }, 'stop'),
      );
    case 'rate-limited':
      return send(
        res,
        429,
        openAiError('Rate limit reached for requests', 'requests', null, 'rate_limit_exceeded'),
        {
          ...(reply.retryAfter ? { 'Retry-After': reply.retryAfter } : {}),
          ...(reply.retryAfterMs ? { 'retry-after-ms': reply.retryAfterMs } : {}),
          // The SDK would otherwise decide on its own; the model under test must decide.
          'x-should-retry': 'false',
        },
      );
    case 'server-error':
      return send(
        res,
        reply.status ?? 500,
        openAiError('The server had an error while processing your request.', 'server_error'),
      );
    case 'rejects-json-schema':
      return send(
        res,
        400,
        openAiError(
          "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
          'invalid_request_error',
          'response_format',
        ),
      );
    case 'rejects-max-tokens':
      return send(
        res,
        400,
        openAiError(
          "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          'invalid_request_error',
          'max_tokens',
          'unsupported_parameter',
        ),
      );
  }
}
