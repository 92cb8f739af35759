import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatsThatMayAct, seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { nameOf, TurnIndicator } from '@tabula/game-kit/ui';
import type { game } from '../game';
import { otherSeat, puzzleOf, SEATS } from '../puzzle';
import type { HangmanState } from '../types';
import { SETTING_PHASE } from '../view';
import { LetterPad } from './LetterPad';
import { PuzzlePanel } from './PuzzlePanel';
import { WordForm } from './WordForm';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<HangmanState, BoardMoves<typeof game>>) {
  const { t } = useTranslation('hangman');
  const seat = seatView(ctx, playerID, gameArgs);
  // On one device the site shows the board with the view of the seat holding it (playerID).
  const me = playerID ?? seat.viewer;
  const actor = me !== null ? (seat.canAct(me) ? me : null) : (seatsThatMayAct(ctx).find(seat.canAct) ?? null);
  const name = (id: string) => nameOf(gameArgs.players, id);
  const setting = ctx.phase === SETTING_PHASE && ctx.gameover === undefined;
  const ownWord = me === null ? null : (G.puzzles[me]?.word ?? null);
  const guesser = ctx.gameover === undefined ? ctx.currentPlayer : null;
  const puzzleNow = guesser === null ? null : puzzleOf(G, guesser);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, width: '100%' }}>
      <TurnIndicator
        ctx={ctx}
        playerID={seat.viewer}
        mode={gameArgs.mode}
        players={gameArgs.players}
        detail={setting ? t('board.settingDetail') : undefined}
      />
      {setting && actor !== null && G.puzzles[actor] === null && (
        <WordForm setterName={name(actor)} guesserName={name(otherSeat(actor))} onSubmit={(entry) => moves.setWord(entry)} />
      )}
      {ownWord !== null && ctx.gameover === undefined && (
        <Typography variant="body2" color="text.secondary" data-testid="own-word">
          {t('board.ownWord', { word: ownWord.toLocaleUpperCase() })}
        </Typography>
      )}
      {!setting &&
        SEATS.map((guesserSeat) => {
          const puzzle = puzzleOf(G, guesserSeat);
          if (!puzzle) return null;
          return (
            <PuzzlePanel
              key={guesserSeat}
              puzzle={puzzle}
              guesserName={name(guesserSeat)}
              active={guesserSeat === guesser}
              testId={`puzzle-${guesserSeat}`}
            />
          );
        })}
      {puzzleNow && guesser !== null && (
        <>
          <LetterPad tried={puzzleNow.guessed} onGuess={actor === guesser ? (letter) => moves.guessLetter(letter) : null} />
          {actor === guesser && (
            <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', maxWidth: 420 }}>
              {t('board.keyboardTip')}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}

export default Board;
