// Chat fan-out: how long from sending a match chat message (sendMessage over HTTP) until each
// subscriber's WebSocket (graphql-ws, chatMutated) has it. Only a match's players may subscribe,
// and matches have at most 4 players (Reversi), so 50 subscribers are either 50 players spread
// over 13 matches that all chat at once, or the 4 players of one match with several tabs each.
import { performance } from 'node:perf_hooks';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { type Api, body, CHAT_MUTATED, newUsers, SEND_MESSAGE } from './graphql';
import { ROOM_GAME } from './operations';

/** The API allows 5 messages per 10 s per user; we stay under it with a safety margin. */
const USER_LIMIT = { messages: 5, windowMs: 11_000 };

interface Match {
  id: string;
  players: string[];
  /** Send times of each player's messages, for the rate limit. */
  sent: number[][];
}

interface Subscriber {
  match: Match;
  socket: Client;
}

export interface FanoutResult {
  scenario: string;
  subscribers: number;
  matches: number;
  /** Send to one subscriber's receipt, ms, one sample per delivery. */
  deliveries: number[];
  /** Send to the last subscriber's receipt, ms, one sample per round. */
  rounds: number[];
  /** sendMessage HTTP round trips, ms. */
  sends: number[];
  /** Deliveries that never arrived within the round's timeout. */
  missing: number;
  /** Refused or failed sendMessage calls. */
  failedSends: number;
}

async function newMatch(api: Api, tokens: string[]): Promise<Match> {
  const roomId = await api.newRoom(tokens[0]!, ROOM_GAME.gameCode, tokens.length, false);
  for (const token of tokens.slice(1)) await api.joinRoom(token, roomId);
  const id = await api.startMatch(tokens[0]!, roomId);
  return { id, players: tokens, sent: tokens.map(() => []) };
}

function openSocket(api: Api, token: string): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = createClient({
      url: `${api.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => resolve(socket), error: reject },
    });
  });
}

/** Picks a player of the match who may send now (under the rate limit), or null. */
function sender(match: Match, now: number): number | null {
  for (let k = 0; k < match.players.length; k += 1) {
    const recent = match.sent[k]!.filter((t) => t > now - USER_LIMIT.windowMs);
    match.sent[k] = recent;
    if (recent.length < USER_LIMIT.messages) return k;
  }
  return null;
}

interface Scenario {
  name: string;
  /** Players per match. */
  matchSizes: number[];
  /** Sockets per player (tabs), the same for every player. */
  socketsOf: (matchIndex: number, player: number) => number;
}

export const SCENARIOS = {
  spread: (subscribers: number): Scenario => {
    // As few matches as possible, sizes as even as possible (50 = 11 × 4 + 2 × 3).
    const count = Math.ceil(subscribers / ROOM_GAME.capacity);
    const sizes = Array.from({ length: count }, (_, i) => Math.floor(subscribers / count) + (i < subscribers % count ? 1 : 0));
    return {
      name: `${subscribers} players in ${sizes.length} matches, every match chatting at once`,
      matchSizes: sizes,
      socketsOf: () => 1,
    };
  },
  oneChannel: (subscribers: number): Scenario => ({
    name: `one ${ROOM_GAME.capacity}-player match, ${subscribers} sockets (several tabs per player)`,
    matchSizes: [ROOM_GAME.capacity],
    socketsOf: (_m, player) => Math.floor(subscribers / ROOM_GAME.capacity) + (player < subscribers % ROOM_GAME.capacity ? 1 : 0),
  }),
};

/** Runs `rounds` rounds, `intervalMs` apart; in each one every match sends one message. */
export async function measureFanout(api: Api, scenario: Scenario, rounds: number, intervalMs: number): Promise<FanoutResult> {
  const tokens = await newUsers(
    api,
    'Chat',
    scenario.matchSizes.reduce((a, b) => a + b, 0),
  );
  const matches: Match[] = [];
  let offset = 0;
  for (const size of scenario.matchSizes) {
    matches.push(await newMatch(api, tokens.slice(offset, offset + size)));
    offset += size;
  }

  // Message text -> when it was sent and who is still waiting for it.
  const pending = new Map<string, { sentAt: number; waiting: number; latest: number }>();
  const deliveries: number[] = [];
  const received = (text: string) => {
    const now = performance.now();
    const entry = pending.get(text);
    if (!entry) return;
    deliveries.push(now - entry.sentAt);
    entry.waiting -= 1;
    entry.latest = now;
  };

  const subscribers: Subscriber[] = [];
  const listeners = matches.map(() => 0);
  for (const [m, match] of matches.entries()) {
    for (const [k, token] of match.players.entries()) {
      for (let tab = 0; tab < scenario.socketsOf(m, k); tab += 1) {
        const socket = await openSocket(api, token);
        socket.subscribe<{ chatMutated: { message: string } }>(
          { query: CHAT_MUTATED, variables: { channelType: 'match', channelId: match.id } },
          {
            next: (value) => value.data && received(value.data.chatMutated.message),
            error: () => undefined,
            complete: () => undefined,
          },
        );
        subscribers.push({ match, socket });
        listeners[m]! += 1;
      }
    }
  }

  const sends: number[] = [];
  let failedSends = 0;
  let missing = 0;
  const roundTimes: number[] = [];
  const send = async (match: Match, player: number, text: string, audience: number) => {
    const sentAt = performance.now();
    match.sent[player]!.push(Date.now());
    pending.set(text, { sentAt, waiting: audience, latest: sentAt });
    const response = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: `XSRF-TOKEN=${api.csrf}`,
        'csrf-token': api.csrf,
        authorization: `Bearer ${match.players[player]}`,
      },
      body: body(SEND_MESSAGE, { channelType: 'match', channelId: match.id, message: text }),
    });
    const answer = await response.text();
    sends.push(performance.now() - sentAt);
    if (!answer.includes('"sendMessage":true')) {
      failedSends += 1;
      pending.delete(text);
    }
  };

  /** One message per match that may send; resolves with the texts sent once all arrived or timed out. */
  const round = async (label: string) => {
    const texts: string[] = [];
    await Promise.all(
      matches.map((match, m) => {
        const k = sender(match, Date.now());
        if (k === null) return undefined;
        const text = `${label} m${m}`;
        texts.push(text);
        return send(match, k, text, listeners[m]!);
      }),
    );
    const deadline = performance.now() + 5000;
    while (texts.some((text) => (pending.get(text)?.waiting ?? 0) > 0) && performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return texts;
  };

  // graphql-ws does not confirm a subscription: warm-up rounds until every subscriber gets one.
  let ready = false;
  for (let attempt = 0; attempt < 6 && !ready; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 300));
    const texts = await round(`warm-up ${attempt}`);
    ready = texts.length === matches.length && texts.every((text) => pending.get(text)?.waiting === 0);
    texts.forEach((text) => pending.delete(text));
  }
  if (!ready) throw new Error(`chat fan-out (${scenario.name}): subscribers did not all receive the warm-up messages`);
  deliveries.length = 0;
  sends.length = 0;
  failedSends = 0;

  for (let r = 0; r < rounds; r += 1) {
    const started = performance.now();
    const texts = await round(`round ${r}`);
    let last = 0;
    for (const text of texts) {
      const entry = pending.get(text);
      if (!entry) continue;
      missing += entry.waiting;
      last = Math.max(last, entry.latest - entry.sentAt);
      pending.delete(text);
    }
    if (texts.length > 0) roundTimes.push(last);
    const rest = intervalMs - (performance.now() - started);
    if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
  }

  await Promise.all(subscribers.map(({ socket }) => socket.dispose()));
  return {
    scenario: scenario.name,
    subscribers: subscribers.length,
    matches: matches.length,
    deliveries,
    rounds: roundTimes,
    sends,
    missing,
    failedSends,
  };
}
