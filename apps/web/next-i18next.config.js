// next-i18next configuration (server side). Translation files live beside the code that uses them:
//   common, online, ...  apps/web/locales/<lang>/<ns>.json
//   game-kit             packages/game-kit/locales/<lang>.json
//   cards                packages/cards/locales/<lang>.json (shared card names and table texts)
//   <game code>          games/<code>/locales/<lang>.json
const fs = require('node:fs');
const path = require('node:path');

// Next bundles server code (where __dirname is not this folder) and runs from apps/web.
const web = fs.existsSync(path.join(process.cwd(), 'next-i18next.config.js')) ? process.cwd() : __dirname;
const root = path.resolve(web, '..', '..');
const LANGUAGES = ['en', 'pt', 'de', 'fr', 'it'];

function gameCodes() {
  const dir = path.join(root, 'games');
  return fs.readdirSync(dir).filter((code) => fs.existsSync(path.join(dir, code, 'locales', 'en.json')));
}

function siteNamespaces() {
  return fs
    .readdirSync(path.join(web, 'locales', 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -5));
}

function localePath(lng, ns) {
  if (ns === 'game-kit') return path.join(root, 'packages', 'game-kit', 'locales', `${lng}.json`);
  if (ns === 'cards') return path.join(root, 'packages', 'cards', 'locales', `${lng}.json`);
  const site = path.join(web, 'locales', lng, `${ns}.json`);
  if (fs.existsSync(site) || siteNamespaces().includes(ns)) return site;
  return path.join(root, 'games', ns, 'locales', `${lng}.json`);
}

module.exports = {
  i18n: { defaultLocale: 'en', locales: LANGUAGES },
  defaultNS: 'common',
  ns: ['common', 'game-kit', 'cards', ...siteNamespaces().filter((n) => n !== 'common'), ...gameCodes()],
  localePath,
  // The config holds a function, so it is not sent to the browser; _app passes clientI18nConfig.
  serializeConfig: false,
  reloadOnPrerender: process.env.NODE_ENV === 'development',
};
