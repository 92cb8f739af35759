import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import SendIcon from '@mui/icons-material/Send';
import { useTranslation } from 'react-i18next';

export const MAX_MESSAGE_LENGTH = 500;

/** The message field: send disabled while empty, cleared once the message is sent. */
export function ChatInput({ onSend }: { onSend: (message: string) => Promise<boolean> }) {
  const { t } = useTranslation('online');
  const [value, setValue] = useState('');
  const [sending, setSending] = useState(false);
  const empty = value.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty || sending) return;
    setSending(true);
    const sent = await onSend(value);
    setSending(false);
    if (sent) setValue('');
  };

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 0.5, p: 1, borderTop: 1, borderColor: 'divider' }}>
      <TextField
        size="small"
        fullWidth
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('chat.placeholder')}
        slotProps={{ htmlInput: { 'aria-label': t('chat.input'), maxLength: MAX_MESSAGE_LENGTH, 'data-testid': 'chat-input' } }}
      />
      <IconButton type="submit" color="primary" disabled={empty || sending} aria-label={t('chat.send')} data-testid="chat-send">
        <SendIcon />
      </IconButton>
    </Box>
  );
}
