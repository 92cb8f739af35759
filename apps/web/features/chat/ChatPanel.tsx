import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '../../lib/apollo/types';
import { ChatInput } from './ChatInput';
import { ChatMessages } from './ChatMessages';

export const DESKTOP_PANEL_WIDTH = 250;

export interface ChatPanelProps {
  messages: ChatMessage[];
  open: boolean;
  desktop: boolean;
  currentUserId: number | null;
  /** Resolves true when the server accepted the message. */
  onSend: (message: string) => Promise<boolean>;
  onClose: () => void;
  /** A refusal or failure of the last message the reader sent. */
  error: string | null;
  onDismissError: () => void;
}

/** Adds the panel's width as a right margin to the page body while the desktop panel is open. */
function useBodyMargin(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const previous = document.body.style.marginRight;
    document.body.style.marginRight = `${DESKTOP_PANEL_WIDTH}px`;
    return () => {
      document.body.style.marginRight = previous;
    };
  }, [active]);
}

export function ChatPanel({ messages, open, desktop, currentUserId, onSend, onClose, error, onDismissError }: ChatPanelProps) {
  const { t } = useTranslation('online');
  useBodyMargin(desktop && open);
  if (!open) return null;

  const header = (
    <Box sx={{ display: 'flex', alignItems: 'center', px: 1.5, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700 }}>
        {t('chat.title')}
      </Typography>
      <IconButton size="small" onClick={onClose} aria-label={t('chat.close')} data-testid="chat-close">
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
  const body = (
    <>
      {header}
      <ChatMessages messages={messages} currentUserId={currentUserId} />
      {error && (
        <Alert severity="warning" onClose={onDismissError} sx={{ mx: 1, mb: 1 }} data-testid="chat-error">
          {error}
        </Alert>
      )}
      <ChatInput onSend={onSend} />
    </>
  );

  if (desktop) {
    return (
      <Paper
        component="aside"
        square
        aria-label={t('chat.title')}
        data-testid="chat-panel"
        sx={{
          position: 'fixed',
          top: 0,
          right: 0,
          bottom: 0,
          width: DESKTOP_PANEL_WIDTH,
          display: 'flex',
          flexDirection: 'column',
          zIndex: 1200,
          borderLeft: 1,
          borderColor: 'divider',
        }}
      >
        {body}
      </Paper>
    );
  }
  return (
    <ClickAwayListener onClickAway={onClose}>
      <Card
        component="aside"
        aria-label={t('chat.title')}
        data-testid="chat-panel"
        elevation={8}
        sx={{
          position: 'fixed',
          left: 8,
          right: 8,
          bottom: 8,
          height: 'min(60vh, 480px)',
          display: 'flex',
          flexDirection: 'column',
          zIndex: 1300,
        }}
      >
        {body}
      </Card>
    </ClickAwayListener>
  );
}
