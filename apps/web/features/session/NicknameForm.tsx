import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { isValidNickname } from './nickname';

export interface NicknameFormProps {
  initial?: string;
  submitLabel: string;
  onSubmit: (nickname: string) => Promise<void>;
  onCancel?: () => void;
  /** Error text from the API (already readable). */
  error?: string | null;
}

/** A nickname field with the API's rule checked before sending. */
export function NicknameForm({ initial = '', submitLabel, onSubmit, onCancel, error }: NicknameFormProps) {
  const { t } = useTranslation('online');
  const [value, setValue] = useState(initial);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const valid = isValidNickname(value);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!valid || busy) return;
    setBusy(true);
    try {
      await onSubmit(value.trim());
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <TextField
        autoFocus
        label={t('session.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onBlur={() => setTouched(true)}
        error={touched && !valid}
        helperText={touched && !valid ? t('session.invalid') : ' '}
        slotProps={{ htmlInput: { maxLength: 24, 'data-testid': 'nickname-input' } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            {t('session.cancel')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={busy || !valid} data-testid="nickname-submit">
          {submitLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
