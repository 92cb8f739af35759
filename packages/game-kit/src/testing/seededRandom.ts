// Kept for the tests that import it from '@tabula/game-kit/testing'; it lives in ../random.ts.
export { seededRandom } from '../random';
