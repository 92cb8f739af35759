// Login tokens: HS256 JWTs naming the user, valid for a number of days and renewed by use.
import jwt from 'jsonwebtoken';

export interface TokenClaims {
  userId: number;
  /** Seconds since the epoch. */
  issuedAt: number;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

const DAY_SECONDS = 24 * 60 * 60;
/** A token older than this is replaced by a fresh one on the next authenticated request. */
export const RENEW_AFTER_SECONDS = DAY_SECONDS;

export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly expiryDays: number,
    private readonly now: () => Date,
  ) {}

  private nowSeconds(): number {
    return Math.floor(this.now().getTime() / 1000);
  }

  issue(userId: number): string {
    const iat = this.nowSeconds();
    return jwt.sign({ sub: String(userId), iat, exp: iat + this.expiryDays * DAY_SECONDS }, this.secret, { algorithm: 'HS256' });
  }

  /** Checks an `authorization` value ("Bearer <token>"). */
  check(authorization: unknown): TokenCheck {
    if (typeof authorization !== 'string' || authorization.trim() === '') return { ok: false, reason: 'missing' };
    const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
    if (!match) return { ok: false, reason: 'invalid' };
    try {
      const payload = jwt.verify(match[1]!, this.secret, { algorithms: ['HS256'], clockTimestamp: this.nowSeconds() });
      if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.iat !== 'number') {
        return { ok: false, reason: 'invalid' };
      }
      const userId = Number(payload.sub);
      if (!Number.isSafeInteger(userId) || userId <= 0) return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId, issuedAt: payload.iat } };
    } catch (error) {
      return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
    }
  }

  needsRenewal(claims: TokenClaims): boolean {
    return this.nowSeconds() - claims.issuedAt >= RENEW_AFTER_SECONDS;
  }
}
