import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Deck, Suit } from '../deck';
import { suitName } from './cardNames';
import { CARDS_NAMESPACE } from './namespace';
import { suitInk, useCardPalette } from './palette';
import { SuitIcon } from './SuitSymbol';

/** A suit of the deck, or the game's own description of what is trump (Grand: "Jacks only"). */
export type TrumpShown = Suit | ReactNode;

function isSuitOf(deck: Deck, value: unknown): value is Suit {
  return typeof value === 'string' && (deck.suits as readonly string[]).includes(value);
}

function TrumpValue({ deck, trump }: { deck: Deck; trump: TrumpShown }) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  const palette = useCardPalette();
  if (!isSuitOf(deck, trump)) return <>{trump}</>;
  return (
    <>
      <SuitIcon suit={trump} ink={suitInk(deck, trump, palette)} german={deck.faces === 'german'} /> {suitName(t, trump)}
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  return (
    <Box
      component="span"
      sx={{
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: 'common.white',
        color: 'grey.900',
        fontSize: '0.875rem',
        whiteSpace: 'nowrap',
      }}
    >
      {t('table.labelled', { label })} <strong>{children}</strong>
    </Box>
  );
}

export interface TableHeaderProps {
  deck: Deck;
  contract?: ReactNode;
  trump?: TrumpShown;
}

/** The contract and trump of the hand being played, when the game has them. */
export function TableHeader({ deck, contract, trump }: TableHeaderProps) {
  const { t } = useTranslation(CARDS_NAMESPACE);
  if (contract == null && trump == null) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      {contract != null && <Item label={t('table.contract')}>{contract}</Item>}
      {trump != null && (
        <Item label={t('table.trump')}>
          <TrumpValue deck={deck} trump={trump} />
        </Item>
      )}
    </Box>
  );
}
