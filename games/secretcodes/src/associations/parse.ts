/** A theme of the association table: a clue word and the list words it brings to mind. */
export interface Association {
  clue: string;
  words: readonly string[];
}

/** Reads a table written one theme a line: "Clue: word word word". */
export function associationsOf(text: string): readonly Association[] {
  return text
    .split('\n')
    .filter((line) => line.includes(':'))
    .map((line) => {
      const [clue, words] = line.split(':') as [string, string];
      return { clue: clue.trim(), words: words.split(/\s+/).filter((word) => word !== '') };
    });
}
