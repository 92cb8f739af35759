import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { CLUE_NUMBERS, legalClue } from '../clue';
import { clueNumberText } from '../log';
import type { ClueNumber } from '../types';

export interface ClueFormProps {
  words: string[];
  onGive: (word: string, number: ClueNumber) => void;
}

/** The spymaster's clue: one word and a number; "Give clue" only for a clue the rules take. */
export function ClueForm({ words, onGive }: ClueFormProps) {
  const { t } = useTranslation('secretcodes');
  const [word, setWord] = useState('');
  const [number, setNumber] = useState<ClueNumber>(1);
  const clue = legalClue({ words }, word, number);
  const showProblem = word.trim() !== '' && clue === null;
  return (
    <Box
      component="form"
      data-testid="clue-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (clue !== null) onGive(clue.word, clue.number);
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', width: '100%', maxWidth: 520 }}
    >
      <TextField
        label={t('clue.word')}
        value={word}
        onChange={(event) => setWord(event.target.value)}
        size="small"
        error={showProblem}
        helperText={showProblem ? t('clue.badWord') : undefined}
        sx={{ flex: '1 1 160px' }}
        slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false, maxLength: 24, 'data-testid': 'clue-word' } }}
      />
      <FormControl size="small" sx={{ width: 96 }}>
        <InputLabel id="clue-number">{t('clue.number')}</InputLabel>
        <Select
          labelId="clue-number"
          label={t('clue.number')}
          value={String(number)}
          onChange={(event) => setNumber(event.target.value === 'unlimited' ? 'unlimited' : Number(event.target.value))}
          inputProps={{ 'data-testid': 'clue-number' }}
        >
          {CLUE_NUMBERS.map((choice) => (
            <MenuItem key={String(choice)} value={String(choice)}>
              {clueNumberText(choice)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button type="submit" variant="contained" disabled={clue === null} data-testid="give-clue">
        {t('clue.give')}
      </Button>
    </Box>
  );
}
