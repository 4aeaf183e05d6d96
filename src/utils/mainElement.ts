/**
 * Where a built page's <main> element sits: from its opening tag to the end
 * of its closing tag, or undefined when the page has none (or it is not
 * closed). The post-build readers (search index, Markdown twins) look only at
 * <main>, so they skip the navbar, sidebar and footer around it.
 */
export function mainElementRange(html: string): {start: number; end: number} | undefined {
  const start = html.search(/<main\b/i);
  if (start === -1) {
    return undefined;
  }
  const close = html.indexOf('</main>', start);
  return close === -1 ? undefined : {start, end: close + '</main>'.length};
}
