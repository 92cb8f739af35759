/** The API's nickname rule: 1-24 letters (any script), digits, spaces, _ or -, after trimming. */
export function isValidNickname(raw: string): boolean {
  const nickname = raw.trim();
  return nickname.length >= 1 && [...nickname].length <= 24 && /^[\p{L}\p{M}\p{N} _-]+$/u.test(nickname);
}
