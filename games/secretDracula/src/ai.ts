import { randomPlayer } from '@tabula/game-kit';
import { game } from './game';
export const aiConfig = randomPlayer(game);
export default aiConfig;
