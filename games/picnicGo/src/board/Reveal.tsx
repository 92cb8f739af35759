import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlayerInfo } from '@tabula/game-kit';
import { useTranslation } from 'react-i18next';
import type { RevealedPick } from '../types';
import { CardFace } from './CardFace';
import { nameOf } from './names';

/** The last reveal: each seat's card(s), face up, with the points they scored at once. */
export function Reveal({ picks, players, cardWidth }: { picks: RevealedPick[]; players: PlayerInfo[]; cardWidth: number }) {
  const { t } = useTranslation('picnicGo');
  return (
    <Box data-testid="picnicgo-reveal" sx={{ bgcolor: '#2f6d5a', color: '#fff', borderRadius: 2, p: 1 }}>
      <Typography variant="caption">{t('table.reveal')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {picks.map((pick) => (
          <Box key={pick.seat} data-testid={`reveal-${pick.seat}`} sx={{ textAlign: 'center', minWidth: 56 }}>
            <Box sx={{ display: 'flex', gap: 0.25, justifyContent: 'center' }}>
              {pick.cards.map((card) => (
                <CardFace key={card} card={card} width={cardWidth} />
              ))}
            </Box>
            <Typography variant="caption" component="div" noWrap sx={{ maxWidth: 110 }}>
              {nameOf(players, pick.seat)}
            </Typography>
            <Typography variant="caption" component="div">
              {t('table.revealPoints', { points: pick.points })}
              {pick.usedFork ? ` · ${t('table.withFork')}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
