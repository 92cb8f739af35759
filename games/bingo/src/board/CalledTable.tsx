import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COLUMN_LETTERS, NUMBERS_PER_COLUMN } from '../card';

/** The "Table": every number, B to O in rows of 15, those called so far lit and the latest ringed. */
export function CalledTable({ called }: { called: readonly number[] }) {
  const { t } = useTranslation('bingo');
  const done = new Set(called);
  const latest = called.at(-1);
  return (
    <Box component="section" aria-label={t('board.tableLabel')} sx={{ width: 'min(92vw, 400px)' }} data-testid="called-table">
      <Typography component="h2" variant="subtitle2" sx={{ mb: 0.5 }}>
        {t('board.table')}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '20px repeat(15, 1fr)', gap: '2px', fontSize: 11 }}>
        {COLUMN_LETTERS.map((letter, column) => (
          <Box key={letter} sx={{ display: 'contents' }}>
            <Box sx={{ fontWeight: 800, color: '#e74c3c', textAlign: 'center' }}>{letter}</Box>
            {Array.from({ length: NUMBERS_PER_COLUMN }, (_, i) => {
              const number = column * NUMBERS_PER_COLUMN + i + 1;
              const lit = done.has(number);
              return (
                <Box
                  key={number}
                  data-testid={lit ? `called-${number}` : undefined}
                  aria-hidden={!lit}
                  sx={{
                    textAlign: 'center',
                    borderRadius: '3px',
                    py: '1px',
                    bgcolor: lit ? '#f1c40f' : 'rgba(255,255,255,0.06)',
                    color: lit ? '#1d2b53' : 'text.disabled',
                    fontWeight: lit ? 700 : 400,
                    outline: number === latest ? '2px solid #e67e22' : undefined,
                  }}
                >
                  {number}
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
