/** On a docs page: the sidebar's links, the title, both tables of contents (the hidden one has no words on screen) and a category's cards. */
export const docsPageLabels =
  '.theme-doc-sidebar-menu .menu__link, article h1, .theme-doc-toc-desktop a, .theme-doc-toc-mobile button, .theme-doc-card-container h2, .theme-doc-card-container p';

/**
 * The words a line break splits inside the elements that match `selector`:
 * a word too wide for the room the layout gives it breaks mid-word
 * ("Configuratio" / "n"). A hyphen or a slash is where a word may break, so
 * the parts between them count as words. Hidden elements, and text drawn
 * one pixel wide for screen readers, are left out.
 *
 * Runs in the page: `page.evaluate(brokenWords, selector)`.
 */
export function brokenWords(selector: string): string[] {
  const broken: string[] = [];
  for (const element of Array.from(document.querySelectorAll(selector))) {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const box = node.parentElement?.getBoundingClientRect();
      if (!box || box.width <= 1 || box.height <= 1) {
        continue;
      }
      for (const word of (node.textContent ?? '').matchAll(/[^\s/-]+[/-]?/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((rect) => rect.width > 0)
            .map((rect) => Math.round(rect.top)),
        );
        if (lines.size > 1) {
          broken.push(word[0]);
        }
      }
    }
  }
  return broken;
}
