import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlayerID } from 'boardgame.io';
import { useTranslation } from 'react-i18next';
import type { RoundOutcome } from '../types';
import { CardFace } from './cards';

const SENTENCE = { won: 'table.outcomeWon', failed: 'table.outcomeBomb', abandoned: 'table.outcomeAbandoned' } as const;

/** What happened in the last round: who challenged, how it ended, and the cards flipped. */
export function LastRound({ outcome, about }: { outcome: RoundOutcome; about: (seat: PlayerID) => object }) {
  const { t } = useTranslation('bombsAndBunnies');
  const key = outcome.eliminated ? 'table.outcomeOut' : SENTENCE[outcome.result];
  return (
    <Box data-testid="last-round" sx={{ p: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="caption">{t('table.lastRound')}</Typography>
      <Typography variant="body2">{t(key, { bet: outcome.bet, ...about(outcome.challenger) })}</Typography>
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ pt: 0.5, flexWrap: 'wrap' }}>
        {outcome.flips.map((flip, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the flips in order
          <CardFace key={index} kind={flip.kind} width={24} />
        ))}
      </Stack>
    </Box>
  );
}
