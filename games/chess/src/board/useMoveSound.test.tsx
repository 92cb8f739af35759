import { act, fireEvent, render, screen } from '@testing-library/react';
import { SoundToggle } from './SoundToggle';
import { useMoveSound } from './useMoveSound';

jest.mock('react-i18next', () => jest.requireActual('../testing/i18nMock').reactI18nextMock);

/** Counts the oscillators started, i.e. the sounds played. */
function installFakeAudio() {
  const started: number[] = [];
  const param = { setValueAtTime: jest.fn(), exponentialRampToValueAtTime: jest.fn() };
  class FakeAudioContext {
    currentTime = 0;
    destination = {};
    resume = jest.fn(() => Promise.resolve());
    createOscillator() {
      return { type: '', frequency: param, connect: (node: unknown) => node, start: () => started.push(1), stop: jest.fn() };
    }
    createGain() {
      return { gain: param, connect: (node: unknown) => node };
    }
  }
  Object.assign(window, { AudioContext: FakeAudioContext });
  return started;
}

function Harness({ move }: { move: string | null }) {
  const sound = useMoveSound(move, false);
  return <SoundToggle enabled={sound.enabled} onToggle={sound.toggle} />;
}

describe('move sound', () => {
  beforeEach(() => window.localStorage.clear());

  it('plays on each new move but not for the position shown on arrival', () => {
    const started = installFakeAudio();
    const view = render(<Harness move="e2e4" />);
    expect(started).toHaveLength(0);
    view.rerender(<Harness move="e7e5" />);
    view.rerender(<Harness move="g1f3" />);
    expect(started).toHaveLength(2);
  });

  it('stays silent when muted, and remembers the choice', () => {
    const started = installFakeAudio();
    const view = render(<Harness move={null} />);
    fireEvent.click(screen.getByTestId('sound-toggle'));
    view.rerender(<Harness move="e2e4" />);
    expect(started).toHaveLength(0);
    view.unmount();
    render(<Harness move="e2e4" />);
    act(() => undefined);
    expect(screen.getByTestId('sound-toggle')).toHaveAttribute('aria-label', 'Turn move sound on');
  });
});
