import type { ErrorRequestHandler, Response } from 'express';

/** An HTTP error in the GraphQL response shape, so clients read every failure the same way. */
export function httpError(res: Response, status: number, code: string, message: string): void {
  res.status(status).json({ errors: [{ message, extensions: { code } }] });
}

export const MAX_BODY_BYTES = 100 * 1024;

/** Body parser failures (bad JSON, too large) and anything unexpected before GraphQL runs. */
export const errorHandler: ErrorRequestHandler = (error, _req, res, next) => {
  if (res.headersSent) {
    next(error);
    return;
  }
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') return httpError(res, 400, 'BAD_REQUEST', 'The request body is not valid JSON.');
  if (type === 'entity.too.large')
    return httpError(res, 413, 'BAD_REQUEST', `The request body is larger than ${MAX_BODY_BYTES} bytes.`);
  const status = Number((error as { status?: number }).status);
  if (status >= 400 && status < 500) return httpError(res, status, 'BAD_REQUEST', 'The request could not be read.');
  console.error(error);
  return httpError(res, 500, 'INTERNAL_SERVER_ERROR', 'Something went wrong on the server; please try again.');
};
