import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CardId } from '@tabula/cards';
import type { HandSelection } from '@tabula/cards/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXCUSE } from '../cards';
import { isPoigneeChoice, type PoigneeChoice, showableCards } from '../poignee';
import type { PoigneeLevel } from '../types';
import { PoigneePanel } from './Panels';

export interface PoigneeChoosing {
  /** The question, or while choosing the count, "Show these trumps" and "Cancel"; null when no poignée may be shown. */
  panel: ReactNode;
  /** While choosing: the hand selects the trumps (the showable ones only) instead of playing a card. */
  hand?: { legal: CardId[]; select: HandSelection };
}

/**
 * Showing a poignée on the board: the player picks a level, taps in the hand exactly as many trumps
 * as it shows ("7 of 10 chosen"; the only possible choice is chosen at once), then confirms.
 */
export function usePoigneeChoice(
  hand: readonly CardId[],
  levels: readonly PoigneeLevel[],
  sizes: Record<PoigneeLevel, number>,
  onShow: (choice: PoigneeChoice) => void,
): PoigneeChoosing {
  const { t } = useTranslation('frenchtarot');
  const [level, setLevel] = useState<PoigneeLevel | null>(null);
  const [chosen, setChosen] = useState<CardId[]>([]);
  if (levels.length === 0) return { panel: null };
  if (level === null || !levels.includes(level)) {
    const start = (picked: PoigneeLevel) => {
      const showable = showableCards(hand, sizes[picked]);
      setChosen(showable.length === sizes[picked] ? showable : []);
      setLevel(picked);
    };
    return { panel: <PoigneePanel levels={levels} onShow={start} /> };
  }
  const size = sizes[level];
  const showable = showableCards(hand, size);
  const toggle = (card: CardId) =>
    setChosen((before) => (before.includes(card) ? before.filter((c) => c !== card) : [...before, card]));
  const panel = (
    <Stack spacing={1} data-testid="poignee-choice" sx={{ alignItems: 'center' }}>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700, textAlign: 'center' }}>
        {t('poignee.choose', { level: t(`poignee.${level}`) })}
      </Typography>
      <Typography variant="body2" role="status">
        {t('poignee.chosen', { chosen: chosen.length, size })}
      </Typography>
      {hand.includes(EXCUSE) && !showable.includes(EXCUSE) && <Typography variant="body2">{t('poignee.excuseLast')}</Typography>}
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          color="warning"
          disabled={!isPoigneeChoice(hand, size, chosen)}
          onClick={() => {
            onShow({ level, cards: chosen });
            setLevel(null);
          }}
        >
          {t('poignee.confirm')}
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={() => setLevel(null)}>
          {t('poignee.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
  return { panel, hand: { legal: showable, select: { count: size, selected: chosen, onToggle: toggle } } };
}
