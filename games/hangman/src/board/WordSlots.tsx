import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { shownLetter } from './letters';

/** The word with blanks: a found letter in its slot, a line where it is still hidden. */
export function WordSlots({ revealed, word }: { revealed: Array<string | null>; word: string | null }) {
  const { t } = useTranslation('hangman');
  // Once the word is shown, letters never found are shown too, dimmed.
  const slots = revealed.map((letter, position) => ({
    letter: letter ?? [...(word ?? '')][position] ?? null,
    found: letter !== null,
  }));
  const pattern = slots.map((slot) => (slot.letter === null ? '_' : shownLetter(slot.letter))).join(' ');
  return (
    <Box
      role="img"
      aria-label={t('board.word', { length: revealed.length, pattern })}
      data-testid="word"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: { xs: '4px', sm: '6px' } }}
    >
      {slots.map((slot, position) => (
        <Box
          key={position}
          data-testid={`slot-${position}`}
          sx={{
            width: { xs: 18, sm: 26 },
            borderBottom: '3px solid',
            borderColor: 'text.secondary',
            textAlign: 'center',
            fontSize: { xs: '1.15rem', sm: '1.5rem' },
            fontWeight: 700,
            lineHeight: 1.4,
            color: slot.found ? 'text.primary' : 'error.light',
            minHeight: '1.4em',
          }}
        >
          {slot.letter === null ? '' : shownLetter(slot.letter)}
        </Box>
      ))}
    </Box>
  );
}
