import {useId, useState, type ReactNode} from 'react';
import styles from './styles.module.css';

export interface Ingredient {
  readonly name: string;
  /** Amount needed for `baseServings` servings. */
  readonly amount: number;
  readonly unit: string;
}

export interface ServingsScalerProps {
  /** Number of servings the amounts are written for. */
  readonly baseServings: number;
  readonly ingredients: readonly Ingredient[];
  /** Largest number of servings the reader can pick. */
  readonly maxServings?: number;
}

function formatAmount(value: number): string {
  // Keep at most two decimals and drop trailing zeros: 1.50 → 1.5, 2.00 → 2.
  return String(Math.round(value * 100) / 100);
}

/**
 * A small interactive ingredient list: the reader picks a number of servings
 * and every amount is recalculated. Used on the "MDX and React" page to show
 * a stateful component living inside Markdown.
 */
export default function ServingsScaler({baseServings, ingredients, maxServings = 12}: ServingsScalerProps): ReactNode {
  const [servings, setServings] = useState(baseServings);
  const inputId = useId();
  const factor = servings / baseServings;

  return (
    <div className={styles.scaler}>
      <label htmlFor={inputId} className={styles.control}>
        Servings: <strong>{servings}</strong>
        <input id={inputId} type="range" min={1} max={maxServings} value={servings} onChange={(event) => setServings(Number(event.target.value))} />
      </label>
      <ul className={styles.list}>
        {ingredients.map((ingredient) => (
          <li key={ingredient.name}>
            <span className={styles.amount}>
              {formatAmount(ingredient.amount * factor)} {ingredient.unit}
            </span>{' '}
            {ingredient.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
