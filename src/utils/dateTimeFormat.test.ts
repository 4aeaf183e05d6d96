import {createDateTimeFormat} from './dateTimeFormat';

const optionSets: Intl.DateTimeFormatOptions[] = [
  {day: 'numeric', month: 'short', year: 'numeric'},
  {day: 'numeric', month: 'long', year: 'numeric'},
  {day: 'numeric', month: 'long'},
  {day: 'numeric', month: 'short'},
  {month: 'long', year: 'numeric'},
  {month: 'short', year: 'numeric'},
  {month: 'long'},
  {year: 'numeric'},
  {day: 'numeric'},
  {dateStyle: 'medium'},
  {dateStyle: 'long'},
];

// Every day of four years (a leap year among them), around midnight UTC, and a few odd ones.
const dates = [
  ...Array.from({length: 4 * 366}, (_, index) => Date.UTC(2023, 0, 1 + index)),
  ...Array.from({length: 400}, (_, index) => Date.UTC(2017, 0, 1 + index * 7, 23, 59, 59, 999)),
  Date.UTC(1000, 0, 1),
  Date.UTC(9999, 11, 31),
  Date.UTC(999, 11, 31),
  Date.UTC(10000, 0, 1),
  Date.UTC(-50, 5, 1),
];

test.each(['en', 'en-US'])('%s dates read exactly as Intl writes them, in UTC', (locale) => {
  for (const options of optionSets) {
    for (const calendar of [undefined, 'gregory']) {
      const full = {...options, timeZone: 'UTC', calendar};
      const ours = createDateTimeFormat(locale, full);
      const intl = new Intl.DateTimeFormat(locale, full);
      expect(ours).not.toBeInstanceOf(Intl.DateTimeFormat);
      const mismatches = dates.filter((date) => ours.format(date) !== intl.format(date));
      expect({options: full, mismatches: mismatches.map((date) => new Date(date).toISOString())}).toEqual({
        options: full,
        mismatches: [],
      });
    }
  }
  expect(createDateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(Date.UTC(2026, 10, 22))).toBe('Nov 22, 2026');
});

test('other locales, time zones, calendars and options get a real Intl.DateTimeFormat', () => {
  const real = [
    createDateTimeFormat('fr', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'}),
    createDateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric'}),
    createDateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris'}),
    createDateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', calendar: 'buddhist'}),
    createDateTimeFormat('en', {day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC', weekday: 'long'}),
    createDateTimeFormat('en', {day: '2-digit', month: 'long', year: 'numeric', timeZone: 'UTC'}),
    createDateTimeFormat('en', {day: 'numeric', year: 'numeric', timeZone: 'UTC'}),
    createDateTimeFormat('en', {dateStyle: 'full', timeZone: 'UTC'}),
    createDateTimeFormat('en', {timeZone: 'UTC'}),
  ];
  for (const format of real) expect(format).toBeInstanceOf(Intl.DateTimeFormat);
});
