import { useEffect, useRef } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Replay from '@mui/icons-material/Replay';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { GameMode, PlayerInfo } from '../contract';
import type { GameResult } from '../result';
import { gameOverTexts } from './gameOverTexts';
import { leaversOf, othersLeavingText, ownLeavingText } from './leavers';
import { GAME_KIT_NAMESPACE } from './namespace';
import { Standings } from './Standings';

export interface GameOverProps {
  result: GameResult;
  /** The viewer's seat; null on a shared device or for a spectator. */
  playerID: PlayerID | null;
  mode: GameMode;
  /** Every seat of the match, in seat order. */
  players: PlayerInfo[];
  /** The game's locale namespace, where `reasons.<reason>` live (game-kit's own for shared reasons such as resigned). */
  gameNamespace: string;
  /** Online: ask for the next room. AI and LocalFriend reload the page when this is not given. */
  onPlayAgain?: () => void;
  /** Online: the next room is on its way. */
  playAgainPending?: boolean;
  /** The seat that quit the match, when the result's reason is `quit` (card games keep it as `G.quitBy`). */
  quitBy?: PlayerID | null;
}

/** Standings add nothing to "Anna won!" in a two-seat game without scores. */
function showsStandings(result: GameResult, players: PlayerInfo[]): boolean {
  return result.scores !== undefined || result.placings !== undefined || players.length > 2;
}

/**
 * The result of a finished game and the way to a new one; the board stays visible around it.
 * Everyone, spectators included, reads who won by name, and the standings with scores when there are any.
 */
export function GameOver(props: GameOverProps) {
  const { t } = useTranslation([GAME_KIT_NAMESPACE, props.gameNamespace]);
  const { result, mode, players, gameNamespace, onPlayAgain, playAgainPending = false } = props;
  const viewer = mode === 'LocalFriend' ? null : props.playerID;
  const outcome = gameOverTexts(t, result, viewer, players);
  const leavers = leaversOf(result, players, props.quitBy);
  // The one who quit or resigned reads that first, then who won; everybody else reads who left
  // instead of the bare reason ("By resignation.").
  const ownLeaving = viewer !== null && leavers?.seats.includes(viewer) ? ownLeavingText(t, leavers) : null;
  const texts = ownLeaving ? { headline: ownLeaving, winners: outcome.winners ?? outcome.headline } : outcome;
  const playAgain = onPlayAgain ?? (mode === 'OnlineFriend' ? undefined : () => window.location.reload());
  let reason: string | null = null;
  if (leavers && !ownLeaving) reason = othersLeavingText(t, leavers, players);
  else if (!leavers && result.reason) reason = t(`reasons.${result.reason}`, { ns: [gameNamespace, GAME_KIT_NAMESPACE] });
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
      <Typography id="game-over-title" variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
        {texts.headline}
      </Typography>
      {texts.winners && (
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }} data-testid="game-over-winners">
          {texts.winners}
        </Typography>
      )}
      {reason && <Typography color="text.secondary">{reason}</Typography>}
      {showsStandings(result, players) && <Standings result={result} players={players} playerID={viewer} />}
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
