// Double-submit CSRF protection: GET /csrf-token sets the XSRF-TOKEN cookie and returns the same
// value; every request to /graphql must echo it in the CSRF-Token header. No exceptions.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { httpError } from './errors';

export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'csrf-token';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32,128}$/;

export function csrfTokenRoute(secureCookie: boolean): RequestHandler {
  return (req, res) => {
    const existing: unknown = req.cookies?.[CSRF_COOKIE];
    const token = typeof existing === 'string' && TOKEN_SHAPE.test(existing) ? existing : randomBytes(32).toString('base64url');
    res.cookie(CSRF_COOKIE, token, { sameSite: 'lax', secure: secureCookie, httpOnly: false, path: '/' });
    res.setHeader('Cache-Control', 'no-store');
    res.json({ token });
  };
}

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export const requireCsrfToken: RequestHandler = (req, res, next) => {
  const cookie: unknown = req.cookies?.[CSRF_COOKIE];
  const header = req.headers[CSRF_HEADER];
  if (typeof cookie !== 'string' || !TOKEN_SHAPE.test(cookie) || typeof header !== 'string' || !same(cookie, header)) {
    httpError(
      res,
      403,
      'FORBIDDEN',
      'Missing or wrong CSRF token: get one from GET /csrf-token and send it in the CSRF-Token header.',
    );
    return;
  }
  next();
};
