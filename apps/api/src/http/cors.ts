import type { RequestHandler } from 'express';

export const RENEWED_TOKEN_HEADER = 'X-Renewed-Token';

/** CORS with credentials for the web app's origins only. */
export function cors(allowedOrigins: string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && allowed.has(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Access-Control-Allow-Credentials', 'true');
      res.setHeader('Access-Control-Expose-Headers', RENEWED_TOKEN_HEADER);
    }
    res.vary('Origin');
    if (req.method === 'OPTIONS') {
      if (origin && allowed.has(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
        res.setHeader(
          'Access-Control-Allow-Headers',
          'content-type, authorization, csrf-token, apollo-require-preflight, x-apollo-operation-name',
        );
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.status(204).end();
      return;
    }
    next();
  };
}
