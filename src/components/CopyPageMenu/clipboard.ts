/**
 * Writes text that is still being fetched to the clipboard. Safari only
 * allows clipboard writes started in the click itself, so where the browser
 * has ClipboardItem the write starts at once with the text as a promise;
 * elsewhere the text is awaited first.
 */
export async function copyText(text: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return;
    } catch (error) {
      // The text itself failed: say why. Otherwise try the plain way below.
      await text;
      if (!navigator.clipboard.writeText) {
        throw error;
      }
    }
  }
  await navigator.clipboard.writeText(await text);
}
