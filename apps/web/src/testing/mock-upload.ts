import { vi } from 'vitest';

export type UploadCall = { url: URL; method: string; headers: Headers; body: FormData };
export type UploadReply = { status: number; body?: unknown } | { networkError: true };

/**
 * Replaces XMLHttpRequest (what postFormWithProgress sends multipart forms with) for one test:
 * every request is recorded with its form and reports the upload progress listed (fractions of
 * the body sent) at once; `handler` answers it, when it likes.
 */
export function mockUpload(
  handler: (call: UploadCall) => UploadReply | Promise<UploadReply>,
  progress: number[] = [],
) {
  const calls: UploadCall[] = [];

  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    responseText = '';
    private method = 'GET';
    private url = '';
    private readonly headers = new Headers();

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    abort() {
      this.dispatchEvent(new Event('abort'));
    }

    send(body: FormData) {
      const call = {
        url: new URL(this.url, 'http://localhost'),
        method: this.method,
        headers: this.headers,
        body,
      };
      calls.push(call);
      for (const fraction of progress) {
        this.upload.dispatchEvent(
          new ProgressEvent('progress', {
            lengthComputable: true,
            loaded: Math.round(fraction * 1000),
            total: 1000,
          }),
        );
      }
      void Promise.resolve(handler(call)).then((reply) => {
        if ('networkError' in reply) {
          this.dispatchEvent(new Event('error'));
          return;
        }
        this.status = reply.status;
        this.responseText = reply.body === undefined ? '' : JSON.stringify(reply.body);
        this.dispatchEvent(new Event('load'));
      });
    }
  }

  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { calls };
}
