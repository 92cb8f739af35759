import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { seatView, type BoardMoves, type GameBoardProps } from '@tabula/game-kit';
import { openCode } from '../code';
import type { game } from '../game';
import { attemptsLeft, canGuess, canPlace, isBroken, repeatedAttempt } from '../rules';
import { PALETTE } from '../symbols';
import type { BullsAndCowsState } from '../types';
import { HintLegend } from './HintLegend';
import { History } from './History';
import { Peg } from './Peg';
import { codeText, symbolName, type Translate } from './texts';

const CODE_BREAKER = '0';
const GUESS_NOTE_ID = 'bulls-and-cows-guess-note';

export function Board({ G, ctx, moves, playerID, gameArgs }: GameBoardProps<BullsAndCowsState, BoardMoves<typeof game>>) {
  const { t: translate } = useTranslation('bullsAndCows');
  const t = translate as Translate;
  const [selected, setSelected] = useState(0);
  const over = ctx.gameover !== undefined;
  const canAct = !over && seatView(ctx, playerID, gameArgs).canAct(CODE_BREAKER);
  const length = G.settings.secretLength;
  const slot = Math.min(selected, length - 1);

  const place = (symbol: number) => {
    if (canPlace(G, slot, symbol)) moves.placeSymbol(slot, symbol);
    setSelected((slot + 1) % length);
  };

  const repeats = repeatedAttempt(G);
  const status = over ? t(isBroken(G) ? 'status.won' : 'status.lost') : t('status.attemptsLeft', { count: attemptsLeft(G) });

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
        width: 'min(100%, 420px)',
        mx: 'auto',
        px: 1,
      }}
    >
      <Typography role="status" aria-live="polite" data-testid="status" sx={{ fontWeight: 600 }}>
        {status}
      </Typography>
      {G.secret !== null && (
        <Box
          data-testid="revealed-code"
          aria-label={t('board.code', { code: codeText(t, openCode(G.secret)) })}
          sx={{ display: 'flex', gap: '4px' }}
        >
          {openCode(G.secret).map((symbol, index) => (
            <Peg key={index} symbol={symbol} />
          ))}
        </Box>
      )}
      {canAct && (
        <>
          <Box
            role="group"
            aria-label={t('board.draft')}
            sx={{ display: 'flex', gap: '4px', flexWrap: 'wrap', justifyContent: 'center' }}
          >
            {G.draft.map((symbol, index) => (
              <Box
                component="button"
                type="button"
                key={index}
                aria-pressed={index === slot}
                aria-label={t('board.slot', {
                  number: index + 1,
                  symbol: symbol === null ? t('board.empty') : symbolName(t, symbol),
                })}
                onClick={() => setSelected(index)}
                sx={{
                  p: '2px',
                  borderRadius: '50%',
                  border: 'none',
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                  outline: index === slot ? '3px solid #1976d2' : 'none',
                  '&:focus-visible': { outline: '3px solid #90caf9' },
                }}
              >
                <Peg symbol={symbol} />
              </Box>
            ))}
          </Box>
          <Box
            role="group"
            aria-label={t('board.palette')}
            sx={{ display: 'flex', gap: '4px', flexWrap: 'wrap', justifyContent: 'center' }}
          >
            {PALETTE.slice(0, G.settings.totalOfColours).map((look, symbol) => (
              <Box
                component="button"
                type="button"
                key={look.letter}
                aria-label={t('board.put', { symbol: symbolName(t, symbol), number: slot + 1 })}
                onClick={() => place(symbol)}
                sx={{
                  p: '2px',
                  borderRadius: '50%',
                  border: 'none',
                  cursor: 'pointer',
                  bgcolor: 'transparent',
                  '&:focus-visible': { outline: '3px solid #90caf9' },
                }}
              >
                <Peg symbol={symbol} size={40} />
              </Box>
            ))}
          </Box>
          <Button
            variant="contained"
            disabled={!canGuess(G)}
            aria-describedby={repeats > 0 ? GUESS_NOTE_ID : undefined}
            onClick={() => moves.guess()}
          >
            {t('board.guess')}
          </Button>
          <Typography
            id={GUESS_NOTE_ID}
            role="alert"
            variant="body2"
            data-testid="guess-note"
            sx={{ minHeight: '1.5em', color: 'warning.light', textAlign: 'center' }}
          >
            {repeats > 0 ? t('board.repeated', { number: repeats }) : null}
          </Typography>
        </>
      )}
      {G.attempts.length > 0 && <HintLegend t={t} />}
      <History attempts={G.attempts} t={t} />
    </Box>
  );
}

export default Board;
