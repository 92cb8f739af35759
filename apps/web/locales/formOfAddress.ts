/**
 * The site speaks to a player in one form of address per language: "tu" in French, "du" in German,
 * "tu" in Italian and the "você" forms in Portuguese. These checks find the words of the other form
 * in a text; each finding names the word and a little of the text around it.
 */
export type AddressFinding = { word: string; context: string };

type Check = (text: string) => AddressFinding[];

const findingAt = (text: string, index: number, word: string): AddressFinding => ({
  word,
  context: text.slice(Math.max(0, index - 30), index + word.length + 30).replace(/\s+/g, ' '),
});

const everyMatch =
  (pattern: RegExp, keep: (word: string, text: string, index: number) => boolean = () => true): Check =>
  (text) =>
    [...text.matchAll(pattern)].flatMap((match) => {
      // Every pattern's first group is the whole word, so the match starts where the word does.
      const [, word = ''] = match;
      const index = match.index ?? 0;
      return keep(word, text, index) ? [findingAt(text, index, word)] : [];
    });

/** Whether a word stands where a sentence (or a quotation, or a line) begins. */
function startsSentence(text: string, index: number): boolean {
  const before = text.slice(0, index);
  return /^\s*$|\n\s*$|[.!?:…„“"«»‚(]\s*$/u.test(before);
}

// French: "vous" and its possessives, and the second person plural of a verb ("Choisissez",
// "Cliquez", "Rejoignez-en"): in French only a few words that are not verbs end in -ez.
const FRENCH_NOT_VERBS = new Set(['chez', 'assez', 'nez', 'rez', 'lez']);
const french: Check[] = [
  everyMatch(/(?<!\p{L})(vous|votre|vos|vôtres?)(?!\p{L})/giu),
  everyMatch(/(?<!\p{L})(\p{L}+ez)(?!\p{L})/giu, (word) => !FRENCH_NOT_VERBS.has(word.toLowerCase())),
  everyMatch(/(?<!\p{L})(Faites|Dites|Êtes)(?!\p{L})/gu, (_word, text, index) => startsSentence(text, index)),
];

// German: the formal "Sie" and its forms, capitalised inside a sentence ("Wählen Sie", "Ihre Karten");
// at the start of a sentence "Sie" is as often "she" or "they" and is left alone.
const german: Check[] = [
  everyMatch(
    /(?<!\p{L})(Sie|Ihr|Ihre|Ihnen|Ihren|Ihrem|Ihrer|Ihres)(?!\p{L})/gu,
    (_word, text, index) => !startsSentence(text, index),
  ),
];

// Italian: the formal "Lei" and "Suo/Sua", capitalised inside a sentence.
const italian: Check[] = [
  everyMatch(/(?<!\p{L})(Lei|Suo|Sua|Suoi|Sue)(?!\p{L})/gu, (_word, text, index) => !startsSentence(text, index)),
];

// Portuguese: the texts use the "você" forms ("Clique", "a sua vez"); "tu", its possessives and the
// enclitic "-te" ("desloca-te") belong to the other form.
const portuguese: Check[] = [
  everyMatch(/(?<!\p{L})(tu|teu|tua|teus|tuas|contigo)(?!\p{L})/giu),
  everyMatch(/(?<=\p{L})(-te)(?!\p{L})/gu),
];

export const ADDRESS_CHECKS: Record<string, Check[]> = { fr: french, de: german, it: italian, pt: portuguese };

/** The words of a text that address the player in the other form of its language (none for English). */
export function otherFormOfAddress(lang: string, text: string): AddressFinding[] {
  // Placeholders are filled in later and never address anyone.
  const plain = text.replace(/{{[^}]*}}/g, '…');
  return (ADDRESS_CHECKS[lang] ?? []).flatMap((check) => check(plain));
}
