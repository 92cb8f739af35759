/** "(2) Your turn · Chess · Tabula": the turns that came while the tab was hidden, before the page's title. */
export function turnTitleText(count: number, label: string, pageTitle: string): string {
  return `(${count}) ${label} · ${pageTitle}`;
}

export interface TurnTitle {
  /** One more turn came while the tab was hidden. */
  count(label: string): void;
  /** The page's own title again, the count back to none. */
  restore(): void;
}

/**
 * The tab's title while turns wait for the player. The page's head may set its title again
 * meanwhile (Next.js does on a re-render): the count then goes before the new title.
 */
export function createTurnTitle(doc: Document = document): TurnTitle {
  let turns = 0;
  let label = '';
  let pageTitle = '';
  let observer: MutationObserver | null = null;

  const shown = () => turnTitleText(turns, label, pageTitle);
  const keepCount = () => {
    if (turns === 0 || doc.title === shown()) return;
    pageTitle = doc.title;
    doc.title = shown();
  };

  return {
    count(nextLabel) {
      if (turns === 0) pageTitle = doc.title;
      turns += 1;
      label = nextLabel;
      doc.title = shown();
      if (!observer && typeof MutationObserver !== 'undefined') {
        observer = new MutationObserver(keepCount);
        observer.observe(doc.head, { subtree: true, childList: true, characterData: true });
      }
    },
    restore() {
      observer?.disconnect();
      observer = null;
      if (turns === 0) return;
      turns = 0;
      doc.title = pageTitle;
    },
  };
}
