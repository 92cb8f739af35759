import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OnlineShell } from './OnlineShell';
import { renderOnline } from './testing';

// Apollo needs fetch, which jsdom lacks; what matters here is when the screen shows.
jest.mock('./ApiSession', () => ({ ApiSession: ({ children }: { children: import('react').ReactNode }) => children }));

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('OnlineShell', () => {
  it('shows the fallback first, then the screen once its code has arrived', async () => {
    const load = async () => ({ Greeting });
    renderOnline(
      <OnlineShell apiUrl={null} requireSession={false} site={false} load={load} fallback={<p>Rooms as the server saw them</p>}>
        {({ Greeting: Screen }) => <Screen name="Ana" />}
      </OnlineShell>,
    );
    expect(screen.getByText('Rooms as the server saw them')).toBeInTheDocument();
    expect(await screen.findByText('Hello Ana')).toBeInTheDocument();
    expect(screen.queryByText('Rooms as the server saw them')).not.toBeInTheDocument();
  });

  it('says when the screen could not be downloaded, and downloads it again on request', async () => {
    const user = userEvent.setup();
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const load = async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('ChunkLoadError');
      return { Greeting };
    };
    renderOnline(
      <OnlineShell apiUrl={null} requireSession={false} site={false} load={load}>
        {({ Greeting: Screen }) => <Screen name="Bea" />}
      </OnlineShell>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not finish loading.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Bea')).toBeInTheDocument();
    error.mockRestore();
  });
});
