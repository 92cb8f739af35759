/** The API's nickname rule (apps/api/src/users/nickname.ts): after trimming and collapsing runs of
 * spaces, 1 to 24 characters, each a letter of any script (with its marks), a digit, a space, _ or -. */
export const NICKNAME_MAX = 24;
const ALLOWED = /[\p{L}\p{M}\p{Nd} _-]/u;

/** What keeps a nickname from being accepted; a nickname may have several problems at once. */
export type NicknameProblem =
  | { kind: 'empty' }
  | { kind: 'tooLong'; over: number }
  | { kind: 'notAllowed'; characters: string[] };

/** The nickname as the API stores it. */
export function normalizeNickname(raw: string): string {
  return raw.trim().replace(/ {2,}/g, ' ');
}

export function nicknameProblems(raw: string): NicknameProblem[] {
  const characters = [...normalizeNickname(raw)];
  if (characters.length === 0) return [{ kind: 'empty' }];
  const problems: NicknameProblem[] = [];
  const refused = [...new Set(characters.filter((character) => !ALLOWED.test(character)))];
  if (refused.length > 0) problems.push({ kind: 'notAllowed', characters: refused });
  if (characters.length > NICKNAME_MAX) problems.push({ kind: 'tooLong', over: characters.length - NICKNAME_MAX });
  return problems;
}

export function isValidNickname(raw: string): boolean {
  return nicknameProblems(raw).length === 0;
}
