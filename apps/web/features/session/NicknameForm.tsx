import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { type CommonT, useCommon } from '../i18n/useCommon';
import { normalizeNickname, nicknameProblems, type NicknameProblem } from './nickname';

export interface NicknameFormProps {
  initial?: string;
  submitLabel: string;
  onSubmit: (nickname: string) => Promise<void>;
  onCancel?: () => void;
  /** Error text from the API (already readable). */
  error?: string | null;
}

function problemText(problem: NicknameProblem, t: CommonT): string {
  if (problem.kind === 'empty') return t('nickname.empty');
  if (problem.kind === 'tooLong') return t('nickname.tooLong', { count: problem.over });
  return t('nickname.notAllowed', { count: problem.characters.length, characters: problem.characters.join(' ') });
}

/**
 * A nickname field that states the API's rule under it and, while typing, what breaks it:
 * characters that are not allowed, how many characters too many, or an empty name once left.
 */
export function NicknameForm({ initial = '', submitLabel, onSubmit, onCancel, error }: NicknameFormProps) {
  const { t } = useTranslation('online');
  const { t: tc } = useCommon();
  const id = useId();
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const problems = nicknameProblems(value);
  // An empty field is only a problem once the player has left it or tried to send it.
  const shown = problems.filter((problem) => problem.kind !== 'empty' || touched);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problems.length > 0 || busy) return;
    setBusy(true);
    try {
      await onSubmit(normalizeNickname(value));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        id={id}
        autoFocus
        label={t('session.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={shown.length > 0}
        helperText={shown.length > 0 ? shown.map((problem) => problemText(problem, tc)).join(' ') : t('session.invalid')}
        slotProps={{
          htmlInput: { 'data-testid': 'nickname-input' },
          formHelperText: { 'aria-live': 'polite', 'data-testid': 'nickname-help' } as object,
        }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            {t('session.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy || problems.length > 0} data-testid="nickname-submit">
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
