import { useEffect } from 'react';
import type { Game, PlayerID } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { seatsThatMayAct } from '@tabula/game-kit';
import type { ChooseMove } from './ai/chooser';
import { AI_MOVE_DELAY_MS } from './useAiPlayer';

type Multiplayer = NonNullable<Parameters<typeof Client>[0]['multiplayer']>;

export interface ComputerSeatsOptions {
  game: Game<any>;
  /** The in-page master (boardgame.io's Local) the player's own client is connected to. */
  multiplayer: Multiplayer | undefined;
  numPlayers: number;
  aiSeats: PlayerID[];
  choose: ChooseMove | undefined;
  level: string;
  delayMs?: number;
}

/**
 * Against the computer in a game with secrets, every computer seat is a client of its own on the
 * page's master, like a player at the table: it receives its seat's view only, never the state,
 * and makes its moves as that seat (the player's client is seated too, and sees only its hand).
 */
export function useComputerSeats({
  game,
  multiplayer,
  numPlayers,
  aiSeats,
  choose,
  level,
  delayMs = AI_MOVE_DELAY_MS,
}: ComputerSeatsOptions) {
  const seats = aiSeats.join(',');
  useEffect(() => {
    if (!multiplayer || !choose) return undefined;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const clients = seats
      .split(',')
      .filter((playerID) => playerID !== '')
      .map((playerID) => {
        const client = Client({ game, multiplayer, numPlayers, playerID, debug: false });
        let thinkingAbout: number | undefined;
        let pending: ReturnType<typeof setTimeout> | undefined;
        client.subscribe((state) => {
          if (!state || thinkingAbout === state._stateID) return;
          // A newer state: a move still waiting was chosen for an older one (another seat answered, or
          // the step closed), and the master would refuse it.
          if (pending !== undefined) {
            clearTimeout(pending);
            timers.delete(pending);
            pending = undefined;
          }
          if (state.ctx.gameover !== undefined || !seatsThatMayAct(state.ctx).includes(playerID)) return;
          thinkingAbout = state._stateID;
          const chosenFor = state._stateID;
          const timer = setTimeout(() => {
            timers.delete(timer);
            pending = undefined;
            choose({ view: state.G, ctx: state.ctx, playerID, level })
              .then((choice) => {
                // The state moved on while the computer thought: the newer state asks it again.
                if (client.getState()?._stateID !== chosenFor) return;
                const move = client.moves[choice.move];
                if (move) move(...choice.args);
                else console.error(`AI chose an unknown move "${choice.move}"`);
              })
              .catch((error: unknown) => console.error(error));
          }, delayMs);
          pending = timer;
          timers.add(timer);
        });
        client.start();
        return client;
      });
    return () => {
      for (const timer of timers) clearTimeout(timer);
      for (const client of clients) client.stop();
    };
  }, [game, multiplayer, numPlayers, seats, choose, level, delayMs]);
}
