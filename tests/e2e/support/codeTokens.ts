/**
 * Which pages to scan so that every kind of highlighted code token on the
 * site is checked in a browser: the token types of each built page (read
 * from its server-rendered HTML), and the fewest extra pages that add the
 * kinds a fixed list of pages lacks. A token's kind is the set of its
 * classes that either code theme styles (`tag attr-name namespace`): the
 * theme merges their styles, so that set decides the token's colour.
 */
import {darkCodeTheme, lightCodeTheme} from '../../../src/config/prism';
import {builtPages} from './site';

const styledTypes = new Set([lightCodeTheme, darkCodeTheme].flatMap((theme) => theme.styles.flatMap(({types}) => types)));

/** Routes (no trailing slash, `/` for the home page) of the built HTML pages, with their token kinds. */
export function tokenKindsByRoute(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const [folder, html] of builtPages()) {
    const kinds = new Set(
      // Minified HTML drops the quotes around a class list of one word.
      [...html.matchAll(/class=(?:"token ([\w -]+)"|token ([\w-]+)(?=[\s>]))/g)].map(([, quoted, bare]) =>
        [...new Set((quoted ?? bare)!.split(' '))]
          .filter((type) => styledTypes.has(type))
          .sort()
          .join(' '),
      ),
    );
    kinds.delete('');
    if (kinds.size > 0) {
      found.set(folder === '' ? '/' : `/${folder}`, kinds);
    }
  }
  return found;
}

/** The fewest routes (greedily) that show every token kind the `scanned` routes do not. */
export function routesAddingTokenKinds(scanned: string[]): {route: string; kinds: string[]}[] {
  const byRoute = tokenKindsByRoute();
  const covered = new Set(scanned.flatMap((route) => [...(byRoute.get(route) ?? [])]));
  const added: {route: string; kinds: string[]}[] = [];
  for (;;) {
    let best: {route: string; kinds: string[]} | undefined;
    for (const [route, kinds] of byRoute) {
      const missing = [...kinds].filter((kind) => !covered.has(kind));
      if (missing.length > (best?.kinds.length ?? 0)) {
        best = {route, kinds: missing};
      }
    }
    if (!best) {
      return added;
    }
    best.kinds.forEach((kind) => covered.add(kind));
    added.push(best);
  }
}
