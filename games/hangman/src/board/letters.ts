/** A stored letter as shown: upper case, with ß never appearing (the rules write it out). */
export function shownLetter(letter: string): string {
  return letter.toLocaleUpperCase();
}
