import type { ChatMessage } from '../../lib/apollo/types';

/** Chat rules (SPEC sections 4 and 9): dedupe against the last message, unseen count while closed. */
export interface ChatState {
  messages: ChatMessage[];
  open: boolean;
  /** True once the reader opened or closed the panel themselves. */
  toggled: boolean;
  unseen: number;
}

export const WELCOME_USER_ID = 0;
export const UNSEEN_MAX = 99;

export type ChatAction =
  | { type: 'received'; message: ChatMessage }
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'setOpen'; open: boolean }
  | { type: 'layout'; open: boolean };

/** The local welcome notice that opens every chat: userId 0, translated title and text, no timestamp. */
export function welcomeNotice(title: string, text: string): ChatMessage {
  return { userId: WELCOME_USER_ID, userNickname: title, message: text, isoTimestamp: '' };
}

export function initialChat(welcome: ChatMessage, open: boolean): ChatState {
  return { messages: [welcome], open, toggled: false, unseen: 0 };
}

export function sameMessage(a: ChatMessage | undefined, b: ChatMessage): boolean {
  return a !== undefined && a.message === b.message && a.userId === b.userId && a.isoTimestamp === b.isoTimestamp;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'received': {
      if (sameMessage(state.messages[state.messages.length - 1], action.message)) return state;
      return { ...state, messages: [...state.messages, action.message], unseen: state.open ? 0 : state.unseen + 1 };
    }
    case 'history': {
      // Earlier messages of the match, shown after the welcome notice; they do not count as unseen.
      const known = state.messages.slice(1);
      const merged = [...action.messages];
      for (const message of known) {
        if (!action.messages.some((m) => sameMessage(m, message))) merged.push(message);
      }
      return { ...state, messages: [state.messages[0]!, ...merged] };
    }
    case 'setOpen':
      return { ...state, open: action.open, toggled: true, unseen: action.open ? 0 : state.unseen };
    case 'layout':
      // Desktop opens by default, mobile starts closed, until the reader decides.
      if (state.toggled || state.open === action.open) return state;
      return { ...state, open: action.open, unseen: action.open ? 0 : state.unseen };
    default:
      return state;
  }
}

export function unseenLabel(count: number): string {
  return count > UNSEEN_MAX ? `${UNSEEN_MAX}+` : String(count);
}

/** HH:MM:SS in the reader's time zone; empty for the welcome notice's empty timestamp. */
export function formatTime(isoTimestamp: string): string {
  if (!isoTimestamp) return '';
  const date = new Date(isoTimestamp);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
