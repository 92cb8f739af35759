// For harnesses that play hundreds of visitors from one address (the benchmarks): the limits
// raised far above their load. Normal play stays well under the defaults, which the tests keep.
export const LOAD_TEST_LIMITS_ENV: Record<string, string> = {
  RATE_LIMIT_NEW_USER: '1000000',
  RATE_LIMIT_UPDATE_USER: '1000000',
  MAX_WS_CONNECTIONS_PER_ADDRESS: '100000',
  MAX_SUBSCRIPTIONS_PER_SOCKET: '1000',
};
