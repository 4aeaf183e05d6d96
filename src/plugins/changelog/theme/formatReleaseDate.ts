import {createDateTimeFormat} from '../../../utils/dateTimeFormat';

/** Release dates read the same in the list and on release pages: "Sep 20, 2023". */
export function formatReleaseDate(isoDate: string): string {
  return createDateTimeFormat('en-US', {dateStyle: 'medium', timeZone: 'UTC'}).format(
    new Date(isoDate),
  );
}
