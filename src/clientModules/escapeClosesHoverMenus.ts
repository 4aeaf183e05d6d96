/**
 * WCAG 1.4.13 (content on hover): a navbar dropdown that the pointer opened
 * covers the page, so the reader must be able to close it without moving
 * the pointer. The theme opens it with CSS `:hover`, which no key can undo;
 * Escape now marks it dismissed (custom.css hides its menu) until the
 * pointer leaves it. A dropdown opened from the keyboard already closes on
 * Escape.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const dismissed = 'dropdown--dismissed';

function closeHoveredMenus(event: KeyboardEvent): void {
  if (event.key !== 'Escape') {
    return;
  }
  for (const dropdown of Array.from(document.querySelectorAll(`.dropdown--hoverable:hover:not(.${dismissed})`))) {
    dropdown.classList.add(dismissed);
    dropdown.addEventListener('mouseleave', () => dropdown.classList.remove(dismissed), {once: true});
  }
}

if (ExecutionEnvironment.canUseDOM) {
  document.addEventListener('keydown', closeHoveredMenus);
}
