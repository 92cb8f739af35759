import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { BLOOD_FOR_DRACULA_WIN, BLOOD_FOR_VETO, BLOOD_TO_WIN, GARLIC_TO_WIN, powersFor } from '../table';
import type { SecretDraculaView } from '../view';
import { POLICY_COLORS } from './PolicyCard';

interface Slot {
  /** The whole description (title and accessible name). */
  title: string;
  /** What the box shows. */
  short: string;
}

function Boxes({ filled, slots, kind }: { filled: number; slots: Slot[]; kind: 'garlic' | 'blood' }) {
  const colors = POLICY_COLORS[kind];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${slots.length}, 1fr)`, gap: 0.5 }}>
      {slots.map((slot, index) => (
        <Box
          key={slot.title}
          title={slot.title}
          aria-label={slot.title}
          data-filled={index < filled}
          sx={{
            height: 34,
            borderRadius: 1,
            border: `2px solid ${colors.edge}`,
            bgcolor: index < filled ? colors.edge : 'transparent',
            color: index < filled ? '#fff' : 'text.secondary',
            // 9 px on a phone: six boxes share 336 px, and "Execution" must fit one without padding.
            fontSize: { xs: 9, sm: 10 },
            lineHeight: 1.1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            overflow: 'hidden',
            // A power's name longer than a phone's box ("Hinrichtung", "Special election") wraps
            // onto a second line instead of being cut off.
            overflowWrap: 'anywhere',
            hyphens: 'auto',
            px: 0,
          }}
        >
          {slot.short}
        </Box>
      ))}
    </Box>
  );
}

/** The garlic track, the blood track with each box's power at this table size, the election tracker and the decks' counts. */
export function Tracks({ G }: { G: SecretDraculaView }) {
  const { t } = useTranslation('secretDracula');
  const powers = powersFor(G.seats.length);
  const garlicSlots = Array.from({ length: GARLIC_TO_WIN }, (_, i) => ({
    title:
      i === GARLIC_TO_WIN - 1
        ? t('board.slotGarlicWin', { number: i + 1 })
        : t('board.slot', { number: i + 1, power: t('board.noPower') }),
    short: i === GARLIC_TO_WIN - 1 ? '🧄' : '',
  }));
  const bloodSlots = Array.from({ length: BLOOD_TO_WIN }, (_, i) => {
    const power = powers[i];
    if (i === BLOOD_TO_WIN - 1) return { title: t('board.slotWin', { number: i + 1 }), short: '🦇' };
    const name = power ? t(`powers.${power}`) : '';
    return { title: t('board.slot', { number: i + 1, power: name || t('board.noPower') }), short: name };
  });
  return (
    <Stack spacing={0.75} data-testid="secretDracula-tracks" sx={{ maxWidth: 640 }}>
      <Typography variant="caption">{t('board.garlicTrack', { count: G.garlicEnacted })}</Typography>
      <Boxes filled={G.garlicEnacted} slots={garlicSlots} kind="garlic" />
      <Typography variant="caption">{t('board.bloodTrack', { count: G.bloodEnacted })}</Typography>
      <Boxes filled={G.bloodEnacted} slots={bloodSlots} kind="blood" />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Typography variant="caption" data-testid="secretDracula-tracker">
          {t('board.tracker', { count: G.electionTracker })}
        </Typography>
        <Typography variant="caption">{t('board.deck', { count: G.drawCount })}</Typography>
        <Typography variant="caption">{t('board.discards', { count: G.discardCount })}</Typography>
        {G.bloodEnacted >= BLOOD_FOR_VETO && (
          <Typography variant="caption" color="error">
            {t('board.vetoUnlocked')}
          </Typography>
        )}
        {G.bloodEnacted >= BLOOD_FOR_DRACULA_WIN && G.winner === null && (
          <Typography variant="caption" color="error">
            {t('board.draculaDanger')}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
