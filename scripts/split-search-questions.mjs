/**
 * One-off: splits the real reader questions of
 * scripts/data/search-questions-real.json into a tuning half and a held-out
 * half, once, at random, with a recorded seed (SEED below). It writes
 * `"half": "tuning" | "held-out"` into each entry and refuses to run again
 * once any entry has a half: the split is made once and never redrawn, so a
 * held-out question can't drift into the tuning half.
 *
 * Questions added later get a half by hand, alternating, and the note in
 * scripts/bench-search.mjs explains the rule about the held-out half.
 *
 * Usage: node scripts/split-search-questions.mjs
 */
import fs from 'node:fs';
import {seededRandom} from './lib/random.mjs';
import {realQuestionsFile} from './lib/searchRelevance.mjs';

/** The seed the split was drawn with (2026-11-27). */
export const SEED = 20261127;

/** The indexes 0..count-1 shuffled (Fisher-Yates); the first half (rounded up) is the tuning half. */
export function splitHalves(count, seed = SEED) {
  const random = seededRandom(seed);
  const order = [...Array(count).keys()];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j], order[i]];
  }
  const tuning = new Set(order.slice(0, Math.ceil(count / 2)));
  return order.map((_, index) => (tuning.has(index) ? 'tuning' : 'held-out'));
}

const questions = JSON.parse(fs.readFileSync(realQuestionsFile, 'utf8'));
if (questions.some((entry) => entry.half)) {
  console.error(`${realQuestionsFile} is split already; the split is made once.`);
  process.exit(1);
}
const halves = splitHalves(questions.length);
const lines = questions.map((entry, index) => `  ${JSON.stringify({...entry, half: halves[index]})}`);
fs.writeFileSync(realQuestionsFile, `[\n${lines.join(',\n')}\n]\n`);
const tuning = halves.filter((half) => half === 'tuning').length;
console.log(`Split ${questions.length} questions with seed ${SEED}: ${tuning} tuning, ${questions.length - tuning} held-out.`);
