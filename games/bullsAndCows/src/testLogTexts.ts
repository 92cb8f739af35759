import type { LogLine } from '@tabula/game-kit';
import { logTextProblems as problemsIn, unusedLogTexts as unusedIn } from '@tabula/game-kit/testing';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import it from '../locales/it.json';
import pt from '../locales/pt.json';

const LOCALES = { en, pt, de, fr, it };

/** How the lines read in the game's five languages (see `logTextProblems` in game-kit's testing). */
export const logTextProblems = (lines: readonly LogLine[]) => problemsIn(LOCALES, lines);
export const unusedLogTexts = (lines: readonly LogLine[]) => unusedIn(LOCALES, lines);
