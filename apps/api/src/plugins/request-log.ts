import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/**
 * One short line per answered request instead of Fastify's two ("incoming request" with the
 * request's details, then "request completed"): method, URL, status, milliseconds and the
 * client's address, beside the request id Fastify binds to every request's logger, e.g.
 * `{"level":30,…,"reqId":"req-1","method":"GET","url":"/api/jobs/","status":200,"ms":1.2,"ip":"…","msg":"request"}`.
 * At LOG_LEVEL=info, the production default, that is half the lines and bytes, and about 5.5 %
 * of the server's CPU on the cached list instead of 8.6 % (docs/benchmarks.md, "Request
 * logging"). A request that fails while its answer is sent is logged at error, as by default;
 * Fastify's other log lines (errors, unknown routes) are unchanged.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** The longest a log line waits in the buffer before it is written. */
export const LOG_FLUSH_MS = 1000;

/** Bytes the log gathers before it writes them at once. */
export const LOG_CHUNK_BYTES = 64 * 1024;

export interface LogStream {
  write(line: string): void;
}

/**
 * Writes log lines to `fd` in chunks of 64 KB, and at least every second. Each line is copied
 * into the chunk as it comes, so that its text dies young: kept as text until written (by pino's
 * writer, 4 KB at a time), a busy server's lines lived long enough for the garbage collector to
 * move them to its old generation, whose sweeps cost far more. The load benchmark's logging
 * comparison (the cached list, `npm run bench -- --only logging`) measured the app's CPU per
 * request at LOG_LEVEL=info 37 µs that way and 33-34 µs this way; 28 µs without the line at all.
 * What is gathered is written when the process exits, also on SIGINT and SIGTERM (the server
 * exits on them); a kill -9 or a power cut can lose the last second of lines, never a database
 * write.
 */
export function bufferedLog(fd: number, flushMs = LOG_FLUSH_MS): LogStream {
  let chunk = Buffer.allocUnsafe(LOG_CHUNK_BYTES);
  let used = 0;
  // Registered before pino's writer registers its own: at exit, the lines gathered here reach
  // the writer first, and it then writes everything it holds at once.
  process.once('exit', () => flush());
  const destination = pino.destination({ dest: fd, sync: false, contentMode: 'buffer' });
  // In its buffer mode the writer takes bytes; its types know only text.
  const writeBytes = (bytes: Buffer) => destination.write(bytes as unknown as string);
  function flush() {
    if (used === 0) return;
    const full = chunk.subarray(0, used);
    chunk = Buffer.allocUnsafe(LOG_CHUNK_BYTES);
    used = 0;
    writeBytes(full);
  }
  setInterval(flush, flushMs).unref();
  return {
    write(line: string) {
      const bytes = Buffer.byteLength(line);
      if (used + bytes > LOG_CHUNK_BYTES) flush();
      if (bytes > LOG_CHUNK_BYTES) writeBytes(Buffer.from(line));
      else used += chunk.write(line, used);
    },
  };
}

let standardOutput: LogStream | undefined;

/**
 * The Fastify options of the server's log: pino at `level`, one line per request, to `stream`
 * (by default standard output, buffered: one buffer per process, shared by every app built).
 */
export function loggerOptions(level: string, stream?: LogStream) {
  return {
    logger: { level, stream: stream ?? (standardOutput ??= bufferedLog(1)) },
    logController: new OneLinePerRequest(),
  };
}
