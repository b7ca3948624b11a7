// autocannon ships no type declarations; these cover the part of its programmatic API the
// benchmark uses (autocannon 9 README, "API").
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
      /** Returns the request to send; called before each send of this request. */
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    }

    interface Options {
      url: string;
      title?: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      amount?: number;
      /** Seconds before a request counts as a timeout. */
      timeout?: number;
      maxOverallRequests?: number;
      /** Sent with every request. */
      headers?: Record<string, string>;
      requests?: Request[];
      warmup?: { connections?: number; duration?: number };
    }

    interface Stats {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total?: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      title?: string;
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets: number;
      '2xx': number;
      statusCodeStats: Record<string, { count: number }>;
      latency: Stats;
      requests: Stats & { total: number; sent: number };
      throughput: Stats;
      /** The warm-up's own result, when the options asked for one. */
      warmup?: Result;
    }

    interface Instance extends EventEmitter, PromiseLike<Result> {
      stop(): void;
      on(
        event: 'response',
        listener: (
          client: unknown,
          statusCode: number,
          bytes: number,
          milliseconds: number,
        ) => void,
      ): this;
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance;
  export = autocannon;
}
