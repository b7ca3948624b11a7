/**
 * An error a client caused or may act on. The error handler sends it as
 * `{ message, field?, errors? }` with its status code (DESIGN §4).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    readonly errors?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
