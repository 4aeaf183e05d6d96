/**
 * Pages start without loading the browser's locale data (ICU), in both
 * builds so that server and browser write the same text.
 *
 * The first `Intl` call or `localeCompare` of a page loads that data, 20–40
 * ms on a desktop and four times that on a slow phone, and Docusaurus made
 * such calls while hydrating every page: to sort two or three docs plugin
 * paths, to sort an object's keys, to format the dates shown, and to look
 * for an emoji at the start of each doc card's label. The sorts now compare
 * code units (all they need is a stable order), the date formats in English
 * are written directly (src/utils/dateTimeFormat.ts), and labels that cannot
 * start with an emoji skip the grapheme split (./cannotStartWithEmoji.ts).
 * The exact edits are in ../../module-patches/modules/, under this part's name.
 */
import type {Plugin} from '@docusaurus/types';
import {patchRules} from '../../module-patches';

export default function startupWithoutIcuPlugin(): Plugin {
  return {
    name: 'startup-without-icu',
    configureWebpack() {
      return {
        module: {rules: patchRules('startup-without-icu')},
      };
    },
  };
}
