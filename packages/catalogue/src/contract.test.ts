import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'boardgame.io/client';
import { drawsSecretChance, GAME_MODES, LANGUAGES, RESIGN_MOVE, RESIGNED_REASON, seatsThatMayAct } from '@tabula/game-kit';
import { missingLocaleKeys, randomPlayout } from '@tabula/game-kit/testing';
import { games } from './games';

const gamesDir = join(__dirname, '..', '..', '..', 'games');
const PLAYOUTS = 10;
/** Long two-player games that must let a player concede; any other game may (withResignation). */
const MUST_OFFER_RESIGNATION = ['bashni', 'checkers', 'chess'];

describe.each(games.map((entry) => [entry.code, entry] as const))('catalogue contract: %s', (code, entry) => {
  const folder = join(gamesDir, code);

  it('has valid metadata', () => {
    expect(code).toMatch(/^[a-z][a-zA-Z0-9]*$/);
    expect(existsSync(folder)).toBe(true);
    expect(entry.name.trim()).not.toBe('');
    expect(entry.description.trim()).not.toBe('');
    expect(entry.modes.length).toBeGreaterThan(0);
    for (const mode of entry.modes) expect(GAME_MODES).toContain(mode);
    expect(entry.minPlayers).toBeGreaterThanOrEqual(1);
    expect(entry.maxPlayers).toBeGreaterThanOrEqual(entry.minPlayers);
    if (entry.defaultPlayers !== undefined) {
      expect(entry.defaultPlayers).toBeGreaterThanOrEqual(entry.minPlayers);
      expect(entry.defaultPlayers).toBeLessThanOrEqual(entry.maxPlayers);
    }
    expect(['PUBLISHED', 'IN_DEVELOPMENT']).toContain(entry.status);
    expect(entry.imageURL).toBe(`/games/${code}/thumbnail.svg`);
    const alternates = Object.values(entry.codes ?? {});
    const others = games.filter((g) => g !== entry).flatMap((g) => [g.code, ...Object.values(g.codes ?? {})]);
    for (const alt of alternates) expect(others).not.toContain(alt);
  });

  it('has a 500x250 thumbnail', () => {
    const svg = readFileSync(join(folder, 'media', 'thumbnail.svg'), 'utf8');
    expect(svg).toMatch(/width="500"/);
    expect(svg).toMatch(/height="250"/);
  });

  it('has every English key in every language', () => {
    const read = (lang: string) => JSON.parse(readFileSync(join(folder, 'locales', `${lang}.json`), 'utf8'));
    const en = read('en');
    expect(en.name).toBe(entry.name);
    expect(en.instructions.text.trim()).not.toBe('');
    for (const lang of LANGUAGES) expect({ lang, missing: missingLocaleKeys(en, read(lang)) }).toEqual({ lang, missing: [] });
  });

  // The entry carries a copy of these texts (importing en.json would ship the board labels to the
  // home page); after editing en.json run: node packages/catalogue/scripts/sync-entry-texts.mjs
  it('carries the English catalogue texts of locales/en.json without importing locale files', () => {
    const en = JSON.parse(readFileSync(join(folder, 'locales', 'en.json'), 'utf8'));
    const { name, description, descriptionTag } = entry;
    expect({ name, description, descriptionTag }).toEqual({
      name: en.name,
      description: en.description,
      descriptionTag: en.descriptionTag,
    });
    // The instructions are long and read only on the game's own pages, from its locale files.
    expect(entry).not.toHaveProperty('instructions');
    const source = readFileSync(join(folder, 'src', 'index.ts'), 'utf8');
    expect(source).not.toMatch(/from\s+['"][^'"]*locales\//);
  });

  it('loads its rules in Node, named after the code, with ai.enumerate', async () => {
    const { game } = await entry.rules();
    expect(game.name).toBe(code);
    expect(typeof game.ai?.enumerate).toBe('function');
    if (game.minPlayers !== undefined) expect(game.minPlayers).toBe(entry.minPlayers);
    if (game.maxPlayers !== undefined) expect(game.maxPlayers).toBe(entry.maxPlayers);
  });

  it('draws its chance from the cryptographic source, never from a seeded stream', async () => {
    const { game } = await entry.rules();
    expect(drawsSecretChance(game)).toBe(true);
  });

  it(`plays ${PLAYOUTS} seeded random games per player count to the end without a refused or missing move`, async () => {
    const { game } = await entry.rules();
    for (let players = entry.minPlayers; players <= Math.min(entry.maxPlayers, entry.minPlayers + 2); players += 1) {
      for (let seed = 1; seed <= PLAYOUTS; seed += 1) {
        const report = randomPlayout(game, { numPlayers: players, seed, maxMoves: 1500 });
        expect({ seed, players, rejected: report.rejected, ended: report.gameover !== undefined }).toEqual({
          seed,
          players,
          rejected: [],
          ended: true,
        });
      }
    }
  });

  it('lets the player to move resign during play, if it offers resignation, until the game ends', async () => {
    const { game } = await entry.rules();
    const offered = RESIGN_MOVE in (game.moves ?? {});
    if (MUST_OFFER_RESIGNATION.includes(code)) expect(offered).toBe(true);
    if (!offered) return;
    // Driven on the whole state, as the server sees it: a view without the secrets may offer too few moves.
    // The smallest table the game allows (at least two seats, so that somebody is left to win).
    const numPlayers = Math.max(2, entry.minPlayers);
    const client = Client({ game: { ...game, playerView: undefined }, numPlayers, debug: false });
    client.start();
    for (let ply = 0; ply < 3; ply += 1) {
      const { G, ctx } = client.getState()!;
      const [seat] = seatsThatMayAct(ctx);
      const [choice] = game.ai!.enumerate(G, ctx, seat!) as Array<{ move: string; args?: unknown[] }>;
      client.updatePlayerID(seat!);
      client.moves[choice!.move]!(...(choice!.args ?? []));
    }
    // Whoever may act resigns, seat after seat: each resignation is taken, and the game ends by
    // resignation before the last seat in play would have to, with no resigned seat among its winners.
    const resigned: string[] = [];
    while (client.getState()!.ctx.gameover === undefined) {
      expect(resigned.length).toBeLessThan(numPlayers - 1);
      const [seat] = seatsThatMayAct(client.getState()!.ctx);
      client.updatePlayerID(seat!);
      const before = client.getState()!._stateID;
      client.moves[RESIGN_MOVE]!();
      expect(client.getState()!._stateID).toBeGreaterThan(before);
      resigned.push(seat!);
    }
    const { gameover } = client.getState()!.ctx;
    expect(gameover.reason).toBe(RESIGNED_REASON);
    const winners: string[] = gameover.winner !== undefined ? [gameover.winner] : gameover.winners;
    expect(winners.length).toBeGreaterThan(0);
    for (const seat of resigned) expect(winners).not.toContain(seat);
    if (numPlayers === 2) expect(gameover).toEqual({ winner: resigned[0] === '0' ? '1' : '0', reason: RESIGNED_REASON });
  });
});
