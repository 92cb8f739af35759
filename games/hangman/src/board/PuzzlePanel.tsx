import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isDone, isSolved, MAX_MISTAKES, missedLetters, scoreOf } from '../puzzle';
import type { Puzzle } from '../types';
import { Gallows } from './Gallows';
import { shownLetter } from './letters';
import { WordSlots } from './WordSlots';

interface PuzzlePanelProps {
  puzzle: Puzzle;
  guesserName: string;
  /** This guesser is the one guessing now. */
  active: boolean;
  testId: string;
}

/** One guesser's progress: gallows, the word with blanks, the hint, wrong letters, result. */
export function PuzzlePanel({ puzzle, guesserName, active, testId }: PuzzlePanelProps) {
  const { t } = useTranslation('hangman');
  const missed = missedLetters(puzzle);
  const done = isDone(puzzle);
  return (
    <Box
      component="section"
      aria-label={t('board.guesses', { name: guesserName })}
      data-testid={testId}
      sx={{
        width: 'min(94vw, 460px)',
        p: 1.5,
        borderRadius: 2,
        border: '2px solid',
        borderColor: active ? 'warning.light' : 'rgba(255,255,255,0.15)',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t('board.guesses', { name: guesserName })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Gallows mistakes={puzzle.mistakes} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Typography variant="body2" data-testid={`${testId}-hint`} sx={{ overflowWrap: 'anywhere' }}>
            {puzzle.hint === null ? '' : puzzle.hint ? t('board.hint', { hint: puzzle.hint }) : t('board.noHint')}
          </Typography>
          <Typography variant="body2" data-testid={`${testId}-mistakes`}>
            {t('board.mistakes', { mistakes: puzzle.mistakes, max: MAX_MISTAKES })}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-missed`}>
            {t('board.missed', { letters: missed.map(shownLetter).join(' ') || '–' })}
          </Typography>
        </Box>
      </Box>
      <WordSlots revealed={puzzle.revealed} word={puzzle.word} />
      {done && (
        <Typography variant="body1" sx={{ textAlign: 'center', fontWeight: 700 }} data-testid={`${testId}-result`}>
          {isSolved(puzzle)
            ? t('board.solved', { name: guesserName, score: scoreOf(puzzle) })
            : t('board.hanged', { name: guesserName, max: MAX_MISTAKES })}
        </Typography>
      )}
    </Box>
  );
}
