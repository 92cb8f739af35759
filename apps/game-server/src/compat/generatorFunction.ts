// Koa checks middleware with is-generator-function, which requires `generator-function`. That
// package's "module-sync" export is an ES module whose CommonJS face (`export { x as
// 'module.exports' }`) tsx does not honour, so under tsx every `app.use` throws "getGeneratorFunction
// is not a function". Pre-loading the package's CommonJS build under the path tsx resolves avoids
// it. Must be imported before anything that loads koa (boardgame.io/server).
import Module, { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const fromKoa = createRequire(require.resolve('koa'));
const fromChecker = createRequire(fromKoa.resolve('is-generator-function'));
const resolved = fromChecker.resolve('generator-function');
const commonJs = join(dirname(fromChecker.resolve('generator-function/package.json')), 'index.js');
const cache = (Module as unknown as { _cache: Record<string, NodeJS.Module> })._cache;
if (resolved !== commonJs && !cache[resolved]) {
  const shim = new Module(resolved) as NodeJS.Module & { filename: string; loaded: boolean };
  shim.filename = resolved;
  shim.exports = fromChecker(commonJs);
  shim.loaded = true;
  cache[resolved] = shim;
}
