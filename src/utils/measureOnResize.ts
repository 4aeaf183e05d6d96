/**
 * For client modules that fit the layout to what it measures: returns a
 * function to call on each route change, which runs `measure` at once and
 * watches the elements `find` returns (a new page brings new ones), so that
 * `measure` runs again whenever one of them changes size. That run waits for
 * the next frame: a change made while the browser reports sizes would change
 * the sizes being reported (a ResizeObserver loop error).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function measureOnResize(find: () => Element[], measure: () => void): () => void {
  if (!ExecutionEnvironment.canUseDOM) {
    return () => {};
  }
  let frame = 0;
  const resizes = new ResizeObserver(() => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(measure);
  });
  let watched: Element[] = [];
  return () => {
    const elements = find();
    if (elements.length !== watched.length || elements.some((element, index) => element !== watched[index])) {
      resizes.disconnect();
      watched = elements;
      for (const element of elements) {
        resizes.observe(element);
      }
    }
    measure();
  };
}
