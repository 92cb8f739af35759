import type { CatalogueEntry } from '@tabula/game-kit';
import { tictactoe } from '@games/tictactoe';
import { fourinarow } from '@games/fourinarow';
import { tictactoeplus } from '@games/tictactoeplus';
import { checkers } from '@games/checkers';
import { bashni } from '@games/bashni';
import { reversi } from '@games/reversi';
import { chess } from '@games/chess';

/** Every game on the site. Adding a game is one line here (see games/README.md). */
export const games: CatalogueEntry[] = [tictactoe, fourinarow, tictactoeplus, checkers, bashni, reversi, chess];
