// Copies each game's media (games/<code>/media/*) to public/games/<code>/, where the catalogue's
// imageURL points (/games/<code>/thumbnail.svg). Runs before dev and build; the copy is git-ignored.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const web = new URL('..', import.meta.url).pathname;
const gamesDir = join(web, '..', '..', 'games');
const target = join(web, 'public', 'games');

rmSync(target, { recursive: true, force: true });
mkdirSync(target, { recursive: true });
let copied = 0;
for (const code of readdirSync(gamesDir)) {
  const media = join(gamesDir, code, 'media');
  if (!existsSync(media)) continue;
  cpSync(media, join(target, code), { recursive: true });
  copied += 1;
}
console.log(`copied the media of ${copied} games to public/games`);
