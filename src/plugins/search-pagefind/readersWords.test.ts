import {checkReadersWords, pagesWordsFor} from './readersWords';
import {correctQuery, parseVocabulary} from './client/spelling';
import {buildVocabulary} from './vocabulary';

const vocabulary = parseVocabulary(
  buildVocabulary([
    {title: 'Deployment', content: 'Serve the site from a subfolder of the domain: set baseUrl. Deploy it.'},
    {title: 'Navbar', content: 'The navbar holds links. The table of contents lists headings.'},
    {title: 'Authors', content: 'Blog authors and their avatar.'},
    {title: 'Create a doc', content: 'Its front matter sets the title. See the frontMatter type.'},
  ]),
);

test('a word no page uses is searched as the pages name it, and the query says so', () => {
  expect(pagesWordsFor('menubar', vocabulary.words)).toBe('navbar');
  expect(correctQuery('links in the menubar', vocabulary)).toBe('links in the navbar');
  expect(correctQuery('hide the rightbar', vocabulary)).toBe('hide the table of contents');
});

test('a word the pages use, or one they start, stays as typed', () => {
  const pages = new Set([...vocabulary.words, 'topbar']);
  expect(pagesWordsFor('topbar', pages)).toBeUndefined();
  expect(pagesWordsFor('navbar', vocabulary.words)).toBeUndefined();
  expect(correctQuery('navbar links', vocabulary)).toBeUndefined();
});

test('the check names each entry that would never apply or would find nothing', () => {
  const entries = {subdirectory: 'subfolder', navbar: 'navbar', auth: 'authors', uml: 'diagrams', Menubar: 'navbar'};
  expect(checkReadersWords(vocabulary.words, entries)).toEqual([
    '"navbar": pages now use this word (or a word it starts), so the entry never applies: remove it',
    '"auth": pages now use this word (or a word it starts), so the entry never applies: remove it',
    '"uml" → "diagrams": no page uses "diagrams"',
    '"Menubar": a reader\'s word is one word of lowercase letters',
  ]);
});

test('a word that readers join and the pages write as two is searched as the two, though code names join them', () => {
  expect(vocabulary.words.has('frontmatter')).toBe(true);
  expect(correctQuery('hide a doc with frontmatter', vocabulary)).toBe('hide a doc with front matter');
  expect(checkReadersWords(vocabulary.words, {frontmatter: 'front matter', navbar: 'nav bar'})).toEqual(['"navbar" → "nav bar": no page uses "nav", "bar"']);
});
