import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ChatMessage } from '../../lib/apollo/types';
import { WELCOME_USER_ID, formatTime } from './chatState';

export interface ChatMessagesProps {
  messages: ChatMessage[];
  currentUserId: number | null;
}

/** The list of messages, newest at the bottom and kept in view. */
export function ChatMessages({ messages, currentUserId }: ChatMessagesProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    <Box
      component="ul"
      role="log"
      aria-live="polite"
      sx={{ listStyle: 'none', m: 0, p: 1, flex: 1, overflowY: 'auto', minHeight: 0 }}
      data-testid="chat-messages"
    >
      {messages.map((message, index) => {
        const welcome = message.userId === WELCOME_USER_ID;
        const mine = currentUserId !== null && message.userId === currentUserId;
        const time = formatTime(message.isoTimestamp);
        return (
          <Box component="li" key={`${index}-${message.isoTimestamp}`} sx={{ mb: 1 }} data-testid="chat-message">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              <Typography
                variant="subtitle2"
                component="span"
                sx={{ color: welcome ? 'info.light' : mine ? 'warning.light' : 'primary.light', fontWeight: 700 }}
              >
                {message.userNickname}
              </Typography>
              {time && (
                <Typography variant="caption" component="time" color="text.secondary" dateTime={message.isoTimestamp}>
                  {time}
                </Typography>
              )}
            </Box>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.message}
            </Typography>
          </Box>
        );
      })}
      <div ref={end} />
    </Box>
  );
}
