/**
 * The stages of a Docusaurus build, drawn as a row of boxes joined by arrows
 * (a column on narrow screens). Used on the docs introduction. It replaced a
 * Mermaid flowchart there: the docs' landing page then downloaded the whole
 * Mermaid library to draw five boxes (PERFORMANCE.md, First load).
 */
import React, {type ReactNode} from 'react';
import styles from './styles.module.css';

type Props = {
  /** The site config file's name, which differs between versions (`.js` in 2.x). */
  configFile: string;
};

export default function BuildPipeline({configFile}: Props): ReactNode {
  const stages: ReactNode[] = [
    <>
      <code>docs/</code>, <code>blog/</code>, <code>src/pages/</code> and <code>{configFile}</code>
    </>,
    'Content plugins',
    'Routes and data',
    'Theme components',
    <>
      HTML, CSS and JS files in <code>build/</code>
    </>,
  ];
  return (
    <figure className={styles.pipeline}>
      <ol aria-label="Stages of a build, in order">
        {stages.map((stage, index) => (
          <li key={index} className={styles.stage}>
            {stage}
          </li>
        ))}
      </ol>
    </figure>
  );
}
