import { badInput } from '../errors';

export const NICKNAME_MAX = 24;
// Letters of any script (with their combining marks), digits, spaces, underscore and hyphen.
const NICKNAME = /^[\p{L}\p{M}\p{Nd} _-]+$/u;

/** The trimmed nickname, or a BAD_USER_INPUT refusal. */
export function validNickname(raw: string): string {
  const nickname = raw.trim().replace(/ {2,}/g, ' ');
  const length = [...nickname].length;
  if (length < 1 || length > NICKNAME_MAX) throw badInput(`A nickname has 1 to ${NICKNAME_MAX} characters.`);
  if (!NICKNAME.test(nickname)) throw badInput('A nickname may contain only letters, digits, spaces, "_" and "-".');
  return nickname;
}
