/**
 * Reading an HTTP/1.1 message off a byte stream: a buffered reader (lines, a bounded head) and the
 * three ways a response body ends (RFC 9112 §6): a Content-Length, chunked framing, or the close of
 * the connection. Every read is bounded, so a hostile server cannot make the reader buffer without end.
 */

export class ProtocolError extends Error {
  override name = 'ProtocolError';
}

const concat = (a: Uint8Array, b: Uint8Array) => {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
};

export class ByteReader {
  private buffer: Uint8Array = new Uint8Array(0);
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}

  private async fill(): Promise<boolean> {
    const { done, value } = await this.reader.read();
    if (done) return false;
    this.buffer = this.buffer.length === 0 ? value : concat(this.buffer, value);
    return true;
  }

  /** Bytes up to and including `delimiter`, as latin1 text; at most `max` bytes, else ProtocolError. */
  async until(delimiter: string, max: number): Promise<string> {
    const codes = [...delimiter].map((c) => c.charCodeAt(0));
    let from = 0;
    for (;;) {
      for (let i = from; i + codes.length <= this.buffer.length; i++) {
        if (codes.every((c, j) => this.buffer[i + j] === c)) {
          const end = i + codes.length;
          if (end > max) throw new ProtocolError('the server sent an over-long header or line');
          const text = new TextDecoder('latin1').decode(this.buffer.subarray(0, end));
          this.buffer = this.buffer.subarray(end);
          return text;
        }
      }
      if (this.buffer.length > max) throw new ProtocolError('the server sent an over-long header or line');
      from = Math.max(0, this.buffer.length - codes.length + 1);
      if (!(await this.fill())) throw new ProtocolError('the connection closed mid-message');
    }
  }

  /** Up to `max` bytes: what is buffered, else the next chunk; null once the stream has ended. */
  async some(max: number): Promise<Uint8Array | null> {
    if (this.buffer.length === 0 && !(await this.fill())) return null;
    const out = this.buffer.subarray(0, max);
    this.buffer = this.buffer.subarray(out.length);
    return out;
  }

  cancel(reason?: unknown) {
    return this.reader.cancel(reason).catch(() => {});
  }
}

/** The largest chunk-size line or trailer line accepted. */
const LINE_MAX = 8 * 1024;

/** The body as its framing says: `length` bytes, chunked, or until the connection closes. */
export function bodyStream(
  reader: ByteReader,
  framing: { kind: 'length'; length: number } | { kind: 'chunked' } | { kind: 'close' },
  done: () => void,
): ReadableStream<Uint8Array> {
  let remaining = framing.kind === 'length' ? framing.length : 0;
  let chunkLeft = 0;
  let finished = false;
  const finish = (controller: ReadableStreamDefaultController<Uint8Array>) => {
    finished = true;
    controller.close();
    done();
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (framing.kind === 'close') {
          const chunk = await reader.some(64 * 1024);
          if (chunk) controller.enqueue(chunk);
          else finish(controller);
          return;
        }
        if (framing.kind === 'length') {
          if (remaining === 0) return finish(controller);
          const chunk = await reader.some(remaining);
          if (!chunk) throw new ProtocolError('the connection closed before the body ended');
          remaining -= chunk.length;
          controller.enqueue(chunk);
          if (remaining === 0) finish(controller);
          return;
        }
        if (chunkLeft === 0) {
          const line = (await reader.until('\r\n', LINE_MAX)).trim();
          const size = /^([0-9a-f]{1,8})(;.*)?$/i.exec(line);
          if (!size?.[1]) throw new ProtocolError('the server sent a malformed chunk size');
          chunkLeft = Number.parseInt(size[1], 16);
          if (chunkLeft === 0) {
            // Trailers, up to the empty line that ends the message.
            while ((await reader.until('\r\n', LINE_MAX)) !== '\r\n');
            return finish(controller);
          }
        }
        const chunk = await reader.some(chunkLeft);
        if (!chunk) throw new ProtocolError('the connection closed mid-chunk');
        chunkLeft -= chunk.length;
        controller.enqueue(chunk);
        if (chunkLeft === 0 && (await reader.until('\r\n', 2)) !== '\r\n')
          throw new ProtocolError('a chunk did not end with CRLF');
      } catch (error) {
        finished = true;
        done();
        controller.error(error);
      }
    },
    cancel(reason) {
      if (!finished) done();
      return reader.cancel(reason);
    },
  });
}
