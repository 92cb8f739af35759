import type { DefaultPluginAPIs, Game } from 'boardgame.io';

type RandomAPI = DefaultPluginAPIs['random'];
import { mulberry32Output, nextMulberry32State } from './random';

/**
 * Chance that no player can reconstruct. boardgame.io's `random` draws every shuffle of a match
 * from one seeded stream, so a seat that is shown enough of its draws (a round-end reveal, its own
 * hand) can recover the stream and compute every later deal. defineGame gives every game this
 * plugin instead: each move and hook receives as `random` a source backed by the platform's
 * cryptographic generator (`crypto.getRandomValues`: node:crypto's on the game server, the
 * browser's against the computer and on one device). It keeps no state: there is no seed or
 * per-deal secret anywhere in a match's state, so nothing can leak through a view, the log or
 * plugin data, and a move that drew chance is never predicted on the client (the client waits
 * for the server's state, as boardgame.io's own random plugin does).
 *
 * Tests and bots' searches may swap it for a seeded stand-in (`withSeededChance`): same seed,
 * same draws. A match on the game server never has one.
 */
export const SECRET_RANDOM_PLUGIN = 'secretRandom';

/** The plugin's data: nothing for the cryptographic source, the generator's state for a seeded one. */
interface SecretRandomData {
  seeded?: number;
}

interface SecretRandomApi extends RandomAPI {
  /** Whether this move or hook drew chance (its client-side prediction is then discarded). */
  readonly used: () => boolean;
  /** The seeded generator's next state, for a seeded stand-in. */
  readonly seededState: () => number | undefined;
}

const UINT32 = 2 ** 32;
const BUFFER_SIZE = 256;
const buffer = new Uint32Array(BUFFER_SIZE);
let next = BUFFER_SIZE;

/** A uniformly distributed 32-bit integer from the platform's cryptographic generator. */
function cryptoUint32(): number {
  if (next === BUFFER_SIZE) {
    const crypto = globalThis.crypto;
    if (!crypto?.getRandomValues) throw new Error('No cryptographic random source (crypto.getRandomValues) here');
    crypto.getRandomValues(buffer);
    next = 0;
  }
  const value = buffer[next] as number;
  next += 1;
  return value;
}

/** A whole number in [0, bound), without modulo bias (bound at most 2^32). */
function below(bound: number, uint32: () => number): number {
  const limit = UINT32 - (UINT32 % bound);
  for (;;) {
    const value = uint32();
    if (value < limit) return value % bound;
  }
}

/** boardgame.io's random API over a source of uniformly distributed 32-bit integers. */
function randomApi(uint32: () => number): RandomAPI {
  const roll = (spots: number) => below(spots, uint32) + 1;
  const dice = (spots: number) =>
    ((count?: number) =>
      count === undefined ? roll(spots) : Array.from({ length: count }, () => roll(spots))) as RandomAPI['D6'];
  return {
    // 53 random bits, as many as a double holds.
    Number: () => ((uint32() >>> 5) * 67108864 + (uint32() >>> 6)) / 9007199254740992,
    Shuffle: <T>(deck: T[]): T[] => {
      const cards = [...deck];
      for (let last = cards.length - 1; last > 0; last -= 1) {
        const pick = below(last + 1, uint32);
        [cards[last], cards[pick]] = [cards[pick] as T, cards[last] as T];
      }
      return cards;
    },
    Die: ((spots = 6, count?: number) => (dice(spots) as (count?: number) => number | number[])(count)) as RandomAPI['Die'],
    D4: dice(4),
    D6: dice(6),
    D10: dice(10),
    D12: dice(12),
    D20: dice(20),
  };
}

function secretRandomApi(data: SecretRandomData, seeded: boolean): SecretRandomApi {
  let used = false;
  // The cryptographic source never reads a seed, whatever a state's plugin data holds.
  let state = seeded ? (data.seeded ?? 0) : undefined;
  const uint32 = () => {
    used = true;
    if (state === undefined) return cryptoUint32();
    state = nextMulberry32State(state);
    return mulberry32Output(state);
  };
  return { ...randomApi(uint32), used: () => used, seededState: () => state };
}

type AnyContext = Record<string, unknown>;

/** The plugin's source in a move's, hook's or setup's context (undefined for a game without it). */
export function secretRandomOf(context: object): RandomAPI | undefined {
  return (context as Record<string, RandomAPI | undefined>)[SECRET_RANDOM_PLUGIN];
}
type Method = (context: AnyContext, ...args: unknown[]) => unknown;

function secretRandomPlugin(seeded: boolean) {
  return {
    name: SECRET_RANDOM_PLUGIN,
    setup: ({ game }: { game: Game }): SecretRandomData => (seeded ? { seeded: seedNumber(game.seed) } : {}),
    api: ({ data }: { data: SecretRandomData }) => secretRandomApi(data ?? {}, seeded),
    flush: ({ api }: { api: SecretRandomApi }): SecretRandomData => {
      const state = api.seededState();
      return state === undefined ? {} : { seeded: state };
    },
    noClient: ({ api }: { api: SecretRandomApi }) => api.used(),
    playerView: () => undefined,
    // Every move and hook sees this source as `random`, in place of boardgame.io's seeded stream.
    fnWrap:
      (method: Method) =>
      (context: AnyContext, ...args: unknown[]) =>
        method({ ...context, random: secretRandomOf(context) ?? context.random }, ...args),
  };
}

/** A seed of any kind (boardgame.io's are strings) as a 32-bit number. */
function seedNumber(seed: unknown): number {
  const text = String(seed ?? '0');
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}

type PluginsOf<Rules> = Rules extends { plugins?: infer P } ? P : never;

/** The game with the cryptographic source as its `random` (defineGame calls it for every game). */
export function withSecretRandom<Rules extends Pick<Game, 'plugins'>>(game: Rules): Rules {
  const others = (game.plugins ?? []).filter((plugin) => plugin.name !== SECRET_RANDOM_PLUGIN);
  return { ...game, plugins: [...others, secretRandomPlugin(false)] as PluginsOf<Rules> };
}

/**
 * For tests and bots' searches only: the game with a seeded stand-in for the cryptographic source,
 * seeded from `game.seed` when a match is set up (or from the plugin data a simulator writes), so
 * the same seed and the same moves give the same deals. Never for a match people play.
 */
export function withSeededChance<Rules extends Pick<Game, 'plugins'>>(game: Rules): Rules {
  const others = (game.plugins ?? []).filter((plugin) => plugin.name !== SECRET_RANDOM_PLUGIN);
  return { ...game, plugins: [...others, secretRandomPlugin(true)] as PluginsOf<Rules> };
}

/** The plugin data a seeded stand-in starts from (for a simulator building a state by hand). */
export function seededChanceData(seed: number): { data: SecretRandomData } {
  return { data: { seeded: seed >>> 0 } };
}

/** Whether the game draws its chance from the cryptographic source (every game a server plays must). */
export function drawsSecretChance(game: Pick<Game, 'plugins'>): boolean {
  const plugin = (game.plugins ?? []).find((candidate) => candidate.name === SECRET_RANDOM_PLUGIN);
  const data = plugin?.setup?.({ game } as never) as SecretRandomData | undefined;
  return data !== undefined && data.seeded === undefined;
}
