import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ChatIcon from '@mui/icons-material/Chat';
import { useTranslation } from 'react-i18next';
import { unseenLabel } from './chatState';

/** Opens or closes the chat; shows how many messages arrived while it was closed. */
export function ChatButton({ unseen, open, onToggle }: { unseen: number; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('online');
  return (
    <IconButton
      color="inherit"
      onClick={(event) => {
        // The mobile card closes on clicks outside it; this click must not count as one.
        event.stopPropagation();
        onToggle();
      }}
      aria-label={open ? t('chat.close') : t('chat.open')}
      aria-pressed={open}
      data-testid="chat-button"
    >
      <Badge
        color="error"
        badgeContent={unseen > 0 ? unseenLabel(unseen) : undefined}
        invisible={unseen === 0}
        slotProps={{ badge: { 'aria-label': t('chat.unseen', { count: unseen }), 'data-testid': 'chat-unseen' } as object }}
      >
        <ChatIcon />
      </Badge>
    </IconButton>
  );
}
