import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MAX_HINT_LENGTH, MAX_WORD_LENGTH, MIN_WORD_LENGTH, normaliseHint, normaliseWord } from '../alphabet';
import type { WordEntry } from '../types';

interface WordFormProps {
  setterName: string;
  guesserName: string;
  onSubmit: (entry: WordEntry) => void;
}

/** A seat's secret word and optional hint, with the limits shown and checked as the rules check them. */
export function WordForm({ setterName, guesserName, onSubmit }: WordFormProps) {
  const { t } = useTranslation('hangman');
  const [word, setWord] = useState('');
  const [hint, setHint] = useState('');
  const wordOk = normaliseWord(word) !== null;
  const hintOk = normaliseHint(hint) !== null;
  const limits = { min: MIN_WORD_LENGTH, max: MAX_WORD_LENGTH };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (wordOk && hintOk) onSubmit(hint.trim() ? { word, hint } : { word });
  };

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label={t('board.setTitle', { name: setterName })}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: 'min(94vw, 420px)' }}
    >
      <Typography variant="h6" component="h2" sx={{ textAlign: 'center' }}>
        {t('board.setTitle', { name: setterName })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
        {t('board.setFor', { name: guesserName })}
      </Typography>
      <TextField
        label={t('board.wordLabel')}
        value={word}
        onChange={(event) => setWord(event.target.value)}
        error={word !== '' && !wordOk}
        helperText={word !== '' && !wordOk ? t('board.wordError', limits) : t('board.wordHelp', limits)}
        slotProps={{
          htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, 'data-testid': 'word-input' },
        }}
        type="password"
        autoFocus
      />
      <TextField
        label={t('board.hintLabel')}
        value={hint}
        onChange={(event) => setHint(event.target.value)}
        error={!hintOk}
        helperText={t('board.hintHelp', { used: [...hint].length, max: MAX_HINT_LENGTH })}
        slotProps={{ htmlInput: { autoComplete: 'off', 'data-testid': 'hint-input' } }}
      />
      <Button type="submit" variant="contained" disabled={!wordOk || !hintOk}>
        {t('board.submit')}
      </Button>
    </Box>
  );
}
