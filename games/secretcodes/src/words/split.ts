/** Splits a list written as words separated by spaces and line breaks. */
export function wordsOf(text: string): readonly string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}
