import type { TokenCheck, TokenService } from '../auth/tokens';
import { unauthenticated } from '../errors';
import type { RateLimits } from '../limits/rate-limits';
import type { Services } from '../services';

export interface GraphQLContext {
  services: Services;
  limits: RateLimits;
  /** Who the request comes from, for the limits per address (limits/client-address.ts). */
  clientAddress: string;
  /** The signed-in user's id; a 401 UNAUTHENTICATED refusal when the token is missing, forged or expired. */
  requireUserId(): Promise<number>;
}

export interface RequestInfo {
  authorization: unknown;
  clientAddress: string;
  /** Receives a fresh token when the presented one is old enough to renew (HTTP only: it becomes a response header). */
  onRenew?: (token: string) => void;
}

const reasons: Record<Exclude<TokenCheck, { ok: true }>['reason'], string> = {
  missing: 'Choose a nickname first: this needs the header "authorization: Bearer <token>" with the token from newUser.',
  invalid: 'Your login token is not valid; choose a nickname again.',
  expired: 'Your login has expired; choose a nickname again.',
};

/** Builds the per-request (or per-WebSocket-connection) context. */
export function createContext(
  services: Services,
  tokens: TokenService,
  limits: RateLimits,
  request: RequestInfo,
): GraphQLContext {
  const check = tokens.check(request.authorization);
  let userId: Promise<number> | null = null;
  return {
    services,
    limits,
    clientAddress: request.clientAddress,
    requireUserId() {
      if (!check.ok) return Promise.reject(unauthenticated(reasons[check.reason]));
      userId ??= services.users.get(check.claims.userId).then((user) => {
        if (request.onRenew && tokens.needsRenewal(check.claims)) request.onRenew(tokens.issue(user.id));
        return user.id;
      });
      return userId;
    },
  };
}
