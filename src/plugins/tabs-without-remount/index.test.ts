import fs from 'node:fs';
import path from 'node:path';
import {themeTabsModule} from './index';

const tabsFile = require.resolve('@docusaurus/theme-classic/lib/theme/Tabs/index.js');
const source = fs.readFileSync(tabsFile, 'utf8');

test("the rule targets the classic theme's Tabs module", () => {
  expect(themeTabsModule.test(tabsFile)).toBe(true);
  expect(themeTabsModule.test(path.join(path.dirname(tabsFile), '../TabItem/index.js'))).toBe(false);
});

test('the theme uses useIsBrowser in Tabs only to key the tab set, which the plugin relies on', () => {
  // Should a new theme version use the value for more than the key, a constant `true` could change
  // what the tabs render during hydration: review src/plugins/tabs-without-remount then.
  expect(source.match(/useIsBrowser\(\)/g)).toEqual(['useIsBrowser()']);
  expect(source.match(/\bisBrowser\b/g)).toEqual(['isBrowser', 'isBrowser']);
  expect(source).toContain('key={String(isBrowser)}');
});
