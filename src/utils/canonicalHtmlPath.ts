/**
 * The canonical form of `pathname` (spec §8), or undefined when it has none:
 * it does not end in ".html", or a route has exactly this address. Used by
 * src/clientModules/normalizeHtmlAddress.ts.
 */
export function canonicalHtmlPath(
  pathname: string,
  {isExactRoute, trailingSlash}: {isExactRoute: (pathname: string) => boolean; trailingSlash: boolean | undefined},
): string | undefined {
  if (!pathname.endsWith('.html') || isExactRoute(pathname)) {
    return undefined;
  }
  const stripped = pathname.replace(/(?:\/index)?\.html$/, '');
  if (stripped === '') {
    return '/';
  }
  return trailingSlash ? `${stripped}/` : stripped;
}
