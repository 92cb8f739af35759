import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import type { PlayerID } from 'boardgame.io';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { GameMode, PlayerInfo } from '../contract';
import { outcomeFor, winnersOf, type GameResult } from '../result';
import { GAME_KIT_NAMESPACE } from './namespace';
import { nameOf } from './TurnIndicator';

export interface GameOverProps {
  result: GameResult;
  /** The viewer's seat; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
  mode: GameMode;
  players: PlayerInfo[];
  /** The game's locale namespace, where `reasons.<reason>` live (game-kit's own for shared reasons such as resigned). */
  gameNamespace: string;
  /** Online: ask for the next room. AI and LocalFriend reload the page when this is not given. */
  onPlayAgain?: () => void;
  /** Online: the next room is on its way. */
  playAgainPending?: boolean;
}

function joinNames(t: TFunction, names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return t('players.and', { first: names.slice(0, -1).join(', '), last: names[names.length - 1] });
}

function titleOf(t: TFunction, { result, playerID, mode, players }: GameOverProps): string {
  const outcome = outcomeFor(result, mode === 'LocalFriend' ? null : playerID);
  if (outcome === 'draw') return t('gameOver.draw');
  if (outcome === 'won') return t('gameOver.youWon');
  if (outcome === 'lost') return t('gameOver.youLost');
  if (mode === 'LocalFriend') {
    const names = winnersOf(result).map((id) => nameOf(players, id));
    return t('gameOver.playerWon', { playerName: joinNames(t, names) });
  }
  return t('gameOver.seeScoreboard');
}

/** The result of a finished game and the way to a new one; the board stays visible around it. */
export function GameOver(props: GameOverProps) {
  const { t } = useTranslation([GAME_KIT_NAMESPACE, props.gameNamespace]);
  const { result, mode, gameNamespace, onPlayAgain, playAgainPending = false } = props;
  const playAgain = onPlayAgain ?? (mode === 'OnlineFriend' ? undefined : () => window.location.reload());
  const reason = result.reason ? t(`reasons.${result.reason}`, { ns: [gameNamespace, GAME_KIT_NAMESPACE] }) : null;
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    // On a phone the board may have pushed the result out of view.
    panel.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <Paper
      ref={panel}
      component="section"
      aria-labelledby="game-over-title"
      aria-live="polite"
      elevation={6}
      data-testid="game-over"
      sx={{ p: 2, my: 2, textAlign: 'center', display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}
    >
      <Typography variant="overline" color="text.secondary">
        {t('gameOver.title', { ns: GAME_KIT_NAMESPACE })}
      </Typography>
      <Typography id="game-over-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {titleOf(t, props)}
      </Typography>
      {reason && <Typography color="text.secondary">{reason}</Typography>}
      {playAgain && (
        <Button
          variant="contained"
          size="large"
          onClick={playAgain}
          disabled={playAgainPending}
          startIcon={playAgainPending ? <CircularProgress size={18} color="inherit" /> : <Replay />}
        >
          {t('gameOver.playAgain', { ns: GAME_KIT_NAMESPACE })}
        </Button>
      )}
    </Paper>
  );
}
