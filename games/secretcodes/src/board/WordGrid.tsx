import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import type { Agent } from '../types';
import { KEY_TINT, REVEALED, UNREVEALED } from './agentColours';

/**
 * A size at which the word fits its card on one line, from the grid's own width (100cqi: the grid
 * is a size container), not the screen's: beside the game log and the players on a desktop the grid
 * is far narrower than the window. A fifth of the grid less the gaps, padding and border, over the
 * word's length; at most 13 px on a phone and 16 px wider, and never under 9 px (a longer word then
 * breaks onto a second line).
 */
function fontSizeFor(word: string) {
  const perLetter = (Math.max(word.length, 6) * 0.72 * 5).toFixed(1);
  return {
    xs: `clamp(9px, calc((100cqi - 56px) / ${perLetter}), 13px)`,
    sm: `clamp(9px, calc((100cqi - 72px) / ${perLetter}), 16px)`,
  };
}

export interface WordGridProps {
  words: string[];
  revealed: Array<Agent | null>;
  /** The key, for a viewer who may see it (a spymaster, or everyone at the end); else null. */
  keyCards: Agent[] | null;
  /** The viewer may reveal an unrevealed card now. */
  canSelect: boolean;
  onSelect: (card: number) => void;
  /** The card revealed last, outlined. */
  lastRevealed: number | null;
}

/** The 25 words, five a row: revealed cards in their colour, the key as a tint for those who see it. */
export function WordGrid({ words, revealed, keyCards, canSelect, onSelect, lastRevealed }: WordGridProps) {
  const { t } = useTranslation('secretcodes');
  return (
    <Box
      role="group"
      aria-label={t('grid.label')}
      data-testid="word-grid"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
        gap: { xs: '4px', sm: '8px' },
        width: '100%',
        maxWidth: 760,
        containerType: 'inline-size',
      }}
    >
      {words.map((word, card) => {
        const shown = revealed[card] ?? null;
        const key = keyCards?.[card] ?? null;
        const selectable = canSelect && shown === null;
        const colours = shown !== null ? REVEALED[shown] : key !== null ? KEY_TINT[key] : UNREVEALED;
        const edge = shown === null ? (key !== null ? KEY_TINT[key].edge : UNREVEALED.edge) : colours.bg;
        const label =
          shown !== null
            ? t('grid.cardRevealed', { word, agent: t(`agent.${shown}`) })
            : key !== null
              ? t('grid.cardKey', { word, agent: t(`agent.${key}`) })
              : t('grid.card', { word });
        return (
          <ButtonBase
            key={card}
            data-testid={`card-${card}`}
            data-agent={shown ?? undefined}
            data-key={shown === null && key !== null ? key : undefined}
            aria-label={selectable ? `${t('grid.select')}: ${label}` : label}
            aria-disabled={!selectable}
            disabled={!selectable}
            onClick={() => selectable && onSelect(card)}
            sx={{
              minHeight: { xs: 48, sm: 64 },
              px: '2px',
              py: '4px',
              borderRadius: 1.5,
              bgcolor: colours.bg,
              color: colours.fg,
              border: `2px ${shown === null && key !== null ? 'dashed' : 'solid'} ${edge}`,
              outline: lastRevealed === card ? '3px solid #ffd54f' : undefined,
              fontWeight: 700,
              fontSize: fontSizeFor(word),
              lineHeight: 1.15,
              textAlign: 'center',
              overflowWrap: 'anywhere',
              hyphens: 'auto',
              opacity: shown !== null && keyCards === null ? 0.95 : 1,
              cursor: selectable ? 'pointer' : 'default',
              '&.Mui-disabled': { color: colours.fg },
              '&:hover': selectable ? { filter: 'brightness(0.93)' } : undefined,
              '&:focus-visible': { outline: '3px solid #90caf9' },
            }}
          >
            {word}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
