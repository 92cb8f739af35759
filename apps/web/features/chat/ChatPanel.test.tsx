import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useReducer } from 'react';
import type { ChatMessage } from '../../lib/apollo/types';
import { renderOnline } from '../session/testing';
import { ChatButton } from './ChatButton';
import { ChatPanel } from './ChatPanel';
import { chatReducer, formatTime, initialChat, welcomeNotice, type ChatAction, type ChatState } from './chatState';

const ana = (message: string, isoTimestamp = '2026-11-22T10:11:12.000Z'): ChatMessage => ({
  userId: 7,
  userNickname: 'Ana',
  message,
  isoTimestamp,
});
const welcome = welcomeNotice('Welcome to the chat!', 'Only the players of this match see these messages. Be kind.');

function run(actions: ChatAction[], open = false): ChatState {
  return actions.reduce(chatReducer, initialChat(welcome, open));
}

describe('chat rules', () => {
  it('starts with the local welcome notice: userId 0, no timestamp', () => {
    const state = run([]);
    expect(state.messages).toEqual([
      { userId: 0, userNickname: 'Welcome to the chat!', message: welcome.message, isoTimestamp: '' },
    ]);
    expect(formatTime(state.messages[0]!.isoTimestamp)).toBe('');
  });

  it('appends a message only when it differs from the last by message, userId or timestamp', () => {
    const state = run([
      { type: 'received', message: ana('hi') },
      { type: 'received', message: ana('hi') },
      { type: 'received', message: { ...ana('hi'), userId: 8 } },
      { type: 'received', message: ana('hi', '2026-11-22T10:11:13.000Z') },
      { type: 'received', message: ana('hello', '2026-11-22T10:11:13.000Z') },
    ]);
    expect(state.messages.map((m) => `${m.userId}:${m.message}`)).toEqual([
      `0:${welcome.message}`,
      '7:hi',
      '8:hi',
      '7:hi',
      '7:hello',
    ]);
  });

  it('counts unseen messages while closed and resets on open', () => {
    let state = run([
      { type: 'received', message: ana('a') },
      { type: 'received', message: ana('b') },
    ]);
    expect(state.unseen).toBe(2);
    state = chatReducer(state, { type: 'setOpen', open: true });
    expect(state.unseen).toBe(0);
    state = chatReducer(state, { type: 'received', message: ana('c') });
    expect(state.unseen).toBe(0);
  });

  it('does not count a duplicate as unseen', () => {
    const state = run([
      { type: 'received', message: ana('a') },
      { type: 'received', message: ana('a') },
    ]);
    expect(state.unseen).toBe(1);
  });

  it('puts earlier messages after the welcome notice without counting them as unseen', () => {
    const state = run([
      { type: 'received', message: ana('live', '2026-11-22T10:12:00.000Z') },
      { type: 'history', messages: [ana('old'), ana('live', '2026-11-22T10:12:00.000Z')] },
    ]);
    expect(state.messages.map((m) => m.message)).toEqual([welcome.message, 'old', 'live']);
    expect(state.unseen).toBe(1);
  });

  it('opens on desktop and stays closed on mobile until the reader decides', () => {
    expect(run([{ type: 'layout', open: true }]).open).toBe(true);
    expect(
      run([
        { type: 'setOpen', open: false },
        { type: 'layout', open: true },
      ]).open,
    ).toBe(false);
  });

  it('shows timestamps as HH:MM:SS', () => {
    expect(formatTime('2026-11-22T10:11:12.000Z')).toMatch(/^\d\d:\d\d:12$/);
  });
});

describe('ChatButton', () => {
  it('shows the unseen count, and 99+ above 99', () => {
    const { rerender } = renderOnline(<ChatButton unseen={5} open={false} onToggle={() => {}} />);
    expect(screen.getByTestId('chat-unseen')).toHaveTextContent('5');
    rerender(<ChatButton unseen={99} open={false} onToggle={() => {}} />);
    expect(screen.getByTestId('chat-unseen')).toHaveTextContent(/^99$/);
    rerender(<ChatButton unseen={100} open={false} onToggle={() => {}} />);
    expect(screen.getByTestId('chat-unseen')).toHaveTextContent('99+');
  });
});

function Harness({ onSend, desktop = true }: { onSend: (m: string) => Promise<boolean>; desktop?: boolean }) {
  const [state, dispatch] = useReducer(chatReducer, initialChat(welcome, desktop));
  return (
    <>
      <ChatButton unseen={state.unseen} open={state.open} onToggle={() => dispatch({ type: 'setOpen', open: !state.open })} />
      <button onClick={() => dispatch({ type: 'received', message: ana(`m${state.messages.length}`) })}>receive</button>
      <ChatPanel
        messages={state.messages}
        open={state.open}
        desktop={desktop}
        currentUserId={7}
        onSend={onSend}
        onClose={() => dispatch({ type: 'setOpen', open: false })}
        error={null}
        onDismissError={() => {}}
      />
    </>
  );
}

describe('ChatPanel', () => {
  it('shows the welcome notice, disables send while empty and clears the input after sending', async () => {
    const user = userEvent.setup();
    const onSend = jest.fn(async () => true);
    renderOnline(<Harness onSend={onSend} />);
    expect(screen.getByText('Welcome to the chat!')).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '   ');
    expect(send).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'good game');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(onSend).toHaveBeenCalledWith('   good game');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue(''));
    expect(send).toBeDisabled();
  });

  it('keeps the text when the server refuses it', async () => {
    const user = userEvent.setup();
    renderOnline(<Harness onSend={async () => false} />);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'too fast');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('too fast');
  });

  it('adds a 250px right margin to the body while the desktop panel is open', async () => {
    const user = userEvent.setup();
    renderOnline(<Harness onSend={async () => true} />);
    expect(document.body.style.marginRight).toBe('250px');
    await user.click(screen.getByTestId('chat-close'));
    expect(document.body.style.marginRight).toBe('');
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
  });

  it('on mobile starts closed, counts unseen messages, and closes when clicking away', async () => {
    const user = userEvent.setup();
    renderOnline(
      <div>
        <p>outside</p>
        <Harness onSend={async () => true} desktop={false} />
      </div>,
    );
    expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument();
    await user.click(screen.getByText('receive'));
    await user.click(screen.getByText('receive'));
    expect(screen.getByTestId('chat-unseen')).toHaveTextContent('2');
    await user.click(screen.getByRole('button', { name: 'Open chat' }));
    expect(screen.getByTestId('chat-panel')).toBeInTheDocument();
    expect(document.body.style.marginRight).toBe('');
    expect(screen.getByTestId('chat-unseen')).toHaveAttribute('aria-label', '0 unread messages');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    fireEvent.click(screen.getByText('outside'));
    await waitFor(() => expect(screen.queryByTestId('chat-panel')).not.toBeInTheDocument());
  });
});
