import { useEffect } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { BASE_LETTERS, normaliseGuess } from '../alphabet';

interface LetterPadProps {
  tried: string[];
  /** Called with a base letter not tried yet; null when the viewer may not guess now. */
  onGuess: ((letter: string) => void) | null;
}

/** The 26 letter keys, also answering the physical keyboard while the viewer may guess. */
export function LetterPad({ tried, onGuess }: LetterPadProps) {
  const { t } = useTranslation('hangman');
  const used = new Set(tried);

  useEffect(() => {
    if (!onGuess) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const letter = normaliseGuess(event.key);
      if (letter === null || used.has(letter)) return;
      event.preventDefault();
      onGuess(letter);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Box
      role="group"
      aria-label={t('board.pad')}
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '5px', width: 'min(94vw, 420px)' }}
    >
      {BASE_LETTERS.map((letter) => {
        const available = onGuess !== null && !used.has(letter);
        return (
          <ButtonBase
            key={letter}
            aria-label={used.has(letter) ? t('board.letterTried', { letter: letter.toUpperCase() }) : letter.toUpperCase()}
            aria-disabled={!available}
            disabled={onGuess === null}
            data-testid={`key-${letter}`}
            onClick={() => available && onGuess(letter)}
            sx={{
              height: 40,
              borderRadius: 1,
              fontSize: '1.1rem',
              fontWeight: 700,
              bgcolor: used.has(letter) ? 'transparent' : 'rgba(255,255,255,0.12)',
              color: used.has(letter) ? 'text.disabled' : 'text.primary',
              border: '1px solid rgba(255,255,255,0.2)',
              textDecoration: used.has(letter) ? 'line-through' : 'none',
              '&:focus-visible': { outline: '3px solid #90caf9' },
            }}
          >
            {letter.toUpperCase()}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
