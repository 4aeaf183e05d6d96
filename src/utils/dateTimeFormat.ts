/**
 * Dates in English without `Intl`, for the formats the site shows.
 *
 * The first `Intl` call on a page loads the browser's locale data, a long
 * wait on a slow phone (PERFORMANCE.md, Start-up), inside the task that
 * hydrates the page (every docs page shows a "last updated" date, every blog
 * page a post date). For English, UTC and the day-month-year formats below,
 * `createDateTimeFormat` formats with plain string operations; the unit test
 * compares it with `Intl` over thousands of dates. Anything else (another
 * locale, time zone, calendar or option) gets a real `Intl.DateTimeFormat`.
 */
type DateParts = {year?: 'numeric'; month?: 'short' | 'long'; day?: 'numeric'};

/** What the components read from a formatter. */
export type DateFormatter = {format: (date?: Date | number) => string};

const longMonths = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const shortMonths = longMonths.map((name) => name.slice(0, 3));
const englishLocales = new Set(['en', 'en-US']);
const dateStyles: Record<string, DateParts> = {
  medium: {year: 'numeric', month: 'short', day: 'numeric'},
  long: {year: 'numeric', month: 'long', day: 'numeric'},
};

/** The parts to show, when `options` asks for a format this module writes; otherwise undefined. */
function supportedParts(locale: string, options: Intl.DateTimeFormatOptions): DateParts | undefined {
  const {calendar, timeZone, dateStyle, year, month, day, ...others} = options;
  const othersSet = Object.values(others).some((value) => value !== undefined);
  if (!englishLocales.has(locale) || othersSet || timeZone !== 'UTC') return undefined;
  if (calendar !== undefined && calendar !== 'gregory') return undefined;
  if (dateStyle !== undefined) {
    return year === undefined && month === undefined && day === undefined ? dateStyles[dateStyle] : undefined;
  }
  const supported =
    (year === undefined || year === 'numeric') &&
    (month === undefined || month === 'short' || month === 'long') &&
    (day === undefined || day === 'numeric') &&
    // A day and a year without the month reads oddly in every locale; leave it to Intl.
    !(day !== undefined && year !== undefined && month === undefined) &&
    (year ?? month ?? day) !== undefined;
  return supported ? ({year, month, day} as DateParts) : undefined;
}

function formatParts(date: Date, {year, month, day}: DateParts): string | undefined {
  const fullYear = date.getUTCFullYear();
  // Four-digit years only: others have era and padding rules not worth copying.
  if (Number.isNaN(fullYear) || fullYear < 1000 || fullYear > 9999) return undefined;
  const monthName = month && (month === 'long' ? longMonths : shortMonths)[date.getUTCMonth()];
  const monthAndDay = [monthName, day && String(date.getUTCDate())].filter(Boolean).join(' ');
  if (!year) return monthAndDay;
  return monthAndDay ? `${monthAndDay}${day ? ',' : ''} ${fullYear}` : String(fullYear);
}

export function createDateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const parts = supportedParts(locale, options);
  if (!parts) return new Intl.DateTimeFormat(locale, options);
  let intl: Intl.DateTimeFormat | undefined;
  return {
    format(date = Date.now()) {
      const value = new Date(date);
      return formatParts(value, parts) ?? (intl ??= new Intl.DateTimeFormat(locale, options)).format(value);
    },
  };
}
