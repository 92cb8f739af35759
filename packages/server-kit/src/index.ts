// Named re-exports (not `export *`): the ES-module benchmarks import this CommonJS-compiled file,
// and Node finds named exports of such files only when they are listed.
export { GAME_SERVER_SECRET_FILE, readOrCreateSecret } from './secrets';
export { freePort } from './ports';
