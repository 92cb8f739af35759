// Small card games for the leak harness's own tests: one that keeps its secrets, and copies that
// leak them in the ways CARDS.md lists (a player view that shows everything, a secret choice whose
// argument is not redacted).
import type { Ctx, Game, PlayerID } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { SecretsFor } from '@tabula/game-kit/testing';

export interface CardTestState {
  /** The undealt cards; nobody sees them. */
  deck: string[];
  hands: Record<PlayerID, string[]>;
  /** Cards played face up: public. */
  table: string[];
  /** Cards put away face down by a secret choice: nobody else sees which. */
  hidden: Record<PlayerID, string[]>;
  counts?: Record<PlayerID, number>;
}

const CARDS = Array.from({ length: 24 }, (_, i) => `card-${String(i).padStart(2, '0')}-${'abcdefghijklmnopqrstuvwx'[i]}`);
const HAND = 3;

/** What `viewer` may see: its own hand and hidden cards, the others' counts, the table. */
function seatView(G: CardTestState, viewer: PlayerID | null | undefined): CardTestState {
  const own = (record: Record<PlayerID, string[]>) => (viewer != null && record[viewer] ? { [viewer]: record[viewer]! } : {});
  return {
    deck: [],
    hands: own(G.hands),
    table: G.table,
    hidden: own(G.hidden),
    counts: Object.fromEntries(Object.entries(G.hands).map(([seat, hand]) => [seat, hand.length])),
  };
}

export const cardSecrets: SecretsFor<CardTestState> = (G, _ctx, viewer) => [
  ...G.deck,
  ...Object.entries(G.hands)
    .filter(([seat]) => seat !== viewer)
    .flatMap(([, hand]) => hand),
  ...Object.entries(G.hidden)
    .filter(([seat]) => seat !== viewer)
    .flatMap(([, cards]) => cards),
];

function cardGame(
  name: string,
  options: { playerView?: Game<CardTestState>['playerView']; redactHide?: boolean },
): Game<CardTestState> {
  const playCard = (
    { G, playerID, events }: { G: CardTestState; playerID: PlayerID; events: { endTurn(): void } },
    card: string,
  ) => {
    const hand = G.hands[playerID] ?? [];
    if (!hand.includes(card)) return INVALID_MOVE;
    G.hands[playerID] = hand.filter((c) => c !== card);
    G.table.push(card);
    events.endTurn();
  };
  const hideCard = (
    { G, playerID, events }: { G: CardTestState; playerID: PlayerID; events: { endTurn(): void } },
    card: string,
  ) => {
    const hand = G.hands[playerID] ?? [];
    if (!hand.includes(card)) return INVALID_MOVE;
    G.hands[playerID] = hand.filter((c) => c !== card);
    (G.hidden[playerID] ??= []).push(card);
    events.endTurn();
  };
  return {
    name,
    minPlayers: 2,
    maxPlayers: 4,
    setup: () => ({ deck: [...CARDS], hands: {}, table: [], hidden: {} }),
    phases: {
      // Nothing secret exists until every seat is ready: dealing in the first phase would put the
      // hands into the initial state.
      waiting: {
        start: true,
        moves: { ready: ({ events }) => events.endPhase() },
        next: 'playing',
      },
      playing: {
        onBegin: ({ G, ctx, random }) => {
          const deck = random.Shuffle(G.deck);
          for (const seat of ctx.playOrder) G.hands[seat] = deck.splice(0, HAND);
          G.deck = deck;
        },
        moves: {
          playCard: playCard as never,
          hideCard: { move: hideCard as never, client: false, redact: options.redactHide ?? true },
        },
      },
    },
    endIf: ({ G, ctx }: { G: CardTestState; ctx: Ctx }) =>
      ctx.phase === 'playing' && Object.keys(G.hands).length > 0 && Object.values(G.hands).every((hand) => hand.length === 0)
        ? { draw: true }
        : undefined,
    playerView: options.playerView ?? (({ G, playerID }) => seatView(G, playerID)),
    ai: {
      enumerate: (G: CardTestState, ctx: Ctx, playerID: PlayerID) => {
        if (ctx.phase === 'waiting') return [{ move: 'ready', args: [] }];
        const hand = G.hands[playerID] ?? [];
        return hand.flatMap((card) => [
          { move: 'playCard', args: [card] },
          { move: 'hideCard', args: [card] },
        ]);
      },
    },
  };
}

// The careful and unredacted games send their log to clients (boardReadsLog), so that the harness
// sees redaction at work, and catches a log that tells a secret.
export const carefulCardGame = Object.assign(cardGame('cardtest', {}), { secrets: cardSecrets, boardReadsLog: true });
export const leakyViewCardGame = Object.assign(cardGame('cardtestleakyview', { playerView: ({ G }) => G }), {
  secrets: cardSecrets,
});
export const unredactedCardGame = Object.assign(cardGame('cardtestunredacted', { redactHide: false }), {
  secrets: cardSecrets,
  boardReadsLog: true,
});
/** Keeps secrets but does not say which: the harness refuses it. */
export const undeclaredCardGame = cardGame('cardtestundeclared', {});
export const cardTestGames = [carefulCardGame, leakyViewCardGame, unredactedCardGame, undeclaredCardGame];
