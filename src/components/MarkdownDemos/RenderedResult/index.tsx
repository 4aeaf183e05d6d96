import type {ReactNode} from 'react';
import styles from './styles.module.css';

export interface RenderedResultProps {
  /** The rendered output of the source shown just above. */
  readonly children: ReactNode;
  /** Caption shown above the output. */
  readonly label?: string;
}

/**
 * Frames live output on the Markdown features pages, so readers can tell
 * the rendered result apart from the surrounding page and the source block.
 */
export default function RenderedResult({children, label = 'Rendered result'}: RenderedResultProps): ReactNode {
  return (
    <figure className={styles.result}>
      <figcaption className={styles.label}>{label}</figcaption>
      <div className={styles.body}>{children}</div>
    </figure>
  );
}
