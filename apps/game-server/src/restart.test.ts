// Fault test (small size): the game server is killed with SIGKILL at random moments while
// several Tic-Tac-Toe matches are being played, and started again on the same data. Every match
// must continue from its last acknowledged move: no acknowledged move lost, none applied twice.
// Larger sizes run in `pnpm bench` (bench/crashRestart.bench.ts).
import { runCrashScenario } from './testing/crashScenario';
import { testDatabaseKinds } from './testing/databases';

const MATCHES = 20;
const KILLS = 3;

jest.setTimeout(180_000);

describe.each(testDatabaseKinds().map((kind) => [kind.name, kind] as const))(
  'game server killed with SIGKILL on %s',
  (name, kind) => {
    it(`continues ${MATCHES} matches after ${KILLS} kills with no move lost or duplicated`, async () => {
      const report = await runCrashScenario({
        database: kind,
        matches: MATCHES,
        kills: KILLS,
        seed: name === 'PGlite' ? 11 : 12,
      });
      expect(report.violations).toEqual([]);
      expect(report.kills).toBe(KILLS);
      expect(report.interrupted).toBeGreaterThan(0);
      expect(report.matchesPlayed).toBeGreaterThanOrEqual(MATCHES);
      // Every match ran to its end: at least 5 moves each (the shortest Tic-Tac-Toe win).
      expect(report.movesAcknowledged).toBeGreaterThanOrEqual(5 * report.matchesPlayed);
      expect(report.resyncMs).toHaveLength(KILLS);
    });
  },
);
