import { timingSafeEqual } from 'node:crypto';
import type { Context, Next } from 'koa';

export const SECRET_HEADER = 'x-tabula-secret';
export const HEALTH_PATH = '/healthz';

function sameSecret(given: string, expected: Buffer): boolean {
  const buffer = Buffer.from(given, 'utf8');
  return buffer.length === expected.length && timingSafeEqual(buffer, expected);
}

/**
 * Koa middleware in front of boardgame.io's lobby routes: GET /healthz answers readiness probes
 * (503 while the database does not answer); every other HTTP route needs the internal secret
 * in the `x-tabula-secret` header, so only the API can create matches and seats.
 * socket.io requests never reach Koa: the transport handles them itself.
 */
export function lobbyGuard(secret: string, isReady: () => Promise<boolean>) {
  const expected = Buffer.from(secret, 'utf8');
  return async (ctx: Context, next: Next) => {
    if (ctx.path === HEALTH_PATH && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
      const ready = await isReady();
      ctx.status = ready ? 200 : 503;
      ctx.body = { ok: ready };
      return;
    }
    const given = ctx.get(SECRET_HEADER);
    if (!given || !sameSecret(given, expected)) {
      ctx.status = 403;
      ctx.body = { error: 'forbidden' };
      return;
    }
    await next();
  };
}
