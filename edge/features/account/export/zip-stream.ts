import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP archive written file by file into a ReadableStream (fflate's streaming Zip), so a response can
 * send a person's whole data without ever holding the archive in memory: each chunk fflate produces
 * is queued on the stream, and the writer waits (`ready`) while the reader has more than a few chunks
 * unread, so a slow download slows the database reads instead of filling memory.
 */
export interface ZipWriter {
  readonly readable: ReadableStream<Uint8Array>;
  /** A text file, deflated; `parts` may be a generator, written piece by piece. */
  text(name: string, parts: Iterable<string> | AsyncIterable<string>): Promise<void>;
  /** A file stored as it is (images are compressed already). */
  bytes(name: string, data: Uint8Array): Promise<void>;
  /** Ends the archive (its central directory) and the stream. */
  end(): void;
  /** Ends the stream with an error (the download fails instead of looking complete). */
  fail(error: unknown): void;
  /** True once the reader went away: the producer stops reading. */
  readonly cancelled: boolean;
}

/** Chunks queued before the writer waits for the reader. */
const HIGH_WATER_CHUNKS = 8;
const encoder = new TextEncoder();

export function zipWriter(mtime: Date): ZipWriter {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  let wake: (() => void) | null = null;
  let cancelled = false;
  const readable = new ReadableStream<Uint8Array>(
    {
      start: (c) => {
        controller = c;
      },
      pull: () => {
        wake?.();
        wake = null;
      },
      cancel: () => {
        cancelled = true;
        wake?.();
        wake = null;
      },
    },
    new CountQueuingStrategy({ highWaterMark: HIGH_WATER_CHUNKS }),
  );
  const zip = new Zip((error, chunk, final) => {
    if (cancelled) return;
    if (error) {
      controller.error(error);
      return;
    }
    if (chunk.length > 0) controller.enqueue(chunk);
    if (final) controller.close();
  });
  const ready = async () => {
    while (!cancelled && (controller.desiredSize ?? 1) <= 0) {
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };

  return {
    readable,
    get cancelled() {
      return cancelled;
    },
    async text(name, parts) {
      const file = new ZipDeflate(name, { level: 6 });
      file.mtime = mtime;
      zip.add(file);
      for await (const part of parts) {
        if (cancelled) return;
        file.push(encoder.encode(part));
        await ready();
      }
      file.push(new Uint8Array(0), true);
      await ready();
    },
    async bytes(name, data) {
      const file = new ZipPassThrough(name);
      file.mtime = mtime;
      zip.add(file);
      file.push(data, true);
      await ready();
    },
    end: () => {
      if (!cancelled) zip.end();
    },
    fail: (error) => {
      if (cancelled) return;
      zip.terminate();
      controller.error(error);
    },
  };
}
