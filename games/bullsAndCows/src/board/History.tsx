import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Attempt } from '../types';
import { HintMarks } from './HintMarks';
import { Peg } from './Peg';
import type { Translate } from './texts';
import { codeText } from './texts';

/** The scored guesses, newest on top, numbered 01, 02, ... */
export function History({ attempts, t }: { attempts: Attempt[]; t: Translate }) {
  const numbered = attempts.map((attempt, index) => ({ attempt, number: index + 1 })).reverse();
  return (
    <Box
      component="ol"
      aria-label={t('board.history')}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5, width: '100%' }}
    >
      {numbered.map(({ attempt, number }) => (
        <Box
          component="li"
          key={number}
          data-testid="attempt"
          aria-label={t('board.attempt', { number, code: codeText(t, attempt.guess), ...attempt.hints })}
          sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <Typography variant="body2" sx={{ width: 24, fontVariantNumeric: 'tabular-nums' }}>
            {String(number).padStart(2, '0')}
          </Typography>
          <Box sx={{ display: 'flex', gap: '3px' }}>
            {attempt.guess.map((symbol, slot) => (
              <Peg key={slot} symbol={symbol} size={26} />
            ))}
          </Box>
          <HintMarks hints={attempt.hints} label={t('board.hints', { ...attempt.hints })} />
        </Box>
      ))}
    </Box>
  );
}
