import {resultCount, seeAllLabel} from './messages';

test('one result is singular, any other count plural', () => {
  expect([0, 1, 2, 21].map(resultCount)).toEqual(['0 results', '1 result', '2 results', '21 results']);
});

test('the link to the search page reads naturally for one result too', () => {
  expect(seeAllLabel(1)).toBe('See 1 result');
  expect(seeAllLabel(7)).toBe('See all 7 results');
});
