import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUITS } from '../cards';
import { legalDeclarations } from '../contract';
import type { Announcement, Declaration, GameKind } from '../types';

export interface DeclarePanelProps {
  hand: boolean;
  bid: number;
  onDeclare: (declaration: Declaration) => void;
}

type Family = 'suit' | 'grand' | 'null';

/** Suit game (then the trump suit), grand or null, the announcements this game allows, and "Play". */
export function DeclarePanel({ hand, bid, onDeclare }: DeclarePanelProps) {
  const { t } = useTranslation('skat');
  const legal = legalDeclarations(hand, bid);
  const [family, setFamily] = useState<Family>('suit');
  const [suit, setSuit] = useState<GameKind | null>(null);
  const [announcement, setAnnouncement] = useState<Announcement>('none');
  const kind: GameKind | null = family === 'suit' ? suit : family;
  const announcements = kind === null ? [] : legal.filter((d) => d.kind === kind).map((d) => d.announcement);
  const chosen = legal.find((d) => d.kind === kind && d.announcement === announcement);
  const families: Family[] = ['suit', 'grand', 'null'];
  const familyLabel = { suit: t('board.suitGame'), grand: t('contracts.grand'), null: t('contracts.null') };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('board.gameKind')}
        value={family}
        onChange={(_, value: Family | null) => {
          if (!value) return;
          setFamily(value);
          setAnnouncement('none');
        }}
        sx={{ bgcolor: 'background.paper' }}
      >
        {families
          .filter((f) => legal.some((d) => (f === 'suit' ? SUITS.includes(d.kind as never) : d.kind === f)))
          .map((f) => (
            <ToggleButton key={f} value={f}>
              {familyLabel[f]}
            </ToggleButton>
          ))}
      </ToggleButtonGroup>
      {family === 'suit' && (
        <>
          <Typography variant="body2">{t('board.selectTrump')}</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label={t('board.selectTrump')}
            value={suit}
            onChange={(_, value: GameKind | null) => value && setSuit(value)}
            sx={{ bgcolor: 'background.paper', flexWrap: 'wrap' }}
          >
            {SUITS.map((s) => (
              <ToggleButton key={s} value={s}>
                {t(`contracts.${s}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </>
      )}
      {announcements.some((a) => a !== 'none') && (
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label={t('board.announcement')}
          value={announcement}
          onChange={(_, value: Announcement | null) => value && setAnnouncement(value)}
          sx={{ bgcolor: 'background.paper', flexWrap: 'wrap' }}
        >
          {announcements.map((a) => (
            <ToggleButton key={a} value={a}>
              {t(`announcements.${a}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      )}
      <Button variant="contained" disabled={!chosen} onClick={() => chosen && onDeclare(chosen)}>
        {t('board.declare')}
      </Button>
    </Box>
  );
}
