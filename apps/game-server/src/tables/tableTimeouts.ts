import type { Game, PlayerID, Server, State } from 'boardgame.io';
import { playedByComputer, seatStatusOf, tableClockOf } from '@tabula/game-kit';
import type { BotRunner } from '../bots/botRunner';
import type { SeatStatuses } from './seatStatuses';

export interface TableTimeoutDeps {
  runner: BotRunner;
  statuses: SeatStatuses;
  defaultLevel(gameName: string): Promise<string>;
  now?: () => number;
}

/**
 * What the server does when the table clock of people's seats runs out (the clock keeper's
 * `tableTimeout`): with `moveOnce`, a computer player makes that one move for the first of them;
 * with `takeOver`, a computer player stands in for each of them until they take their seat back.
 * A seat a computer plays already is left to it.
 */
export function tableTimeouts(deps: TableTimeoutDeps) {
  return async (
    game: Game,
    matchID: string,
    { state, metadata }: { state: State; metadata: Server.MatchData },
    seats: PlayerID[],
  ): Promise<void> => {
    const rules = tableClockOf(state)?.rules;
    const people = seats.filter((seat) => !playedByComputer(seatStatusOf(metadata.players[seat as unknown as number]?.data)));
    if (!rules || people.length === 0) return;
    const level = await deps.defaultLevel(game.name!);
    if (rules.onTimeout === 'moveOnce') {
      await deps.runner.playOnce(matchID, game.name!, state, people[0]!, level);
      return;
    }
    const since = (deps.now ?? Date.now)();
    for (const seat of people) {
      await deps.statuses.change(matchID, seat, (data) =>
        data.computer || data.standIn ? undefined : { ...data, standIn: { level, reason: 'timeout', since } },
      );
    }
  };
}
