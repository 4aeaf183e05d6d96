import chunkFilenamesPlugin from '../plugins/chunk-filenames';
import routeTablePlugin from '../plugins/route-table';
import {frameworkEdits} from './index';
import {startupPlugins} from './startup';

test("with FRAMEWORK_EDITS=off nothing of the tier is used: two public-API plugins, Docusaurus's page shell and PWA registration", () => {
  expect(frameworkEdits({algolia: true}, {FRAMEWORK_EDITS: 'off'})).toEqual({
    plugins: [routeTablePlugin, chunkFilenamesPlugin],
    ssrTemplate: undefined,
    pwaRegistration: undefined,
  });
});

test('with the edits on, the start-up layer comes last, its page shell and the idle PWA registration with it', () => {
  const edits = frameworkEdits({algolia: false}, {});
  expect(edits.plugins.slice(-Object.keys(startupPlugins).length)).toEqual(Object.values(startupPlugins));
  expect(edits.ssrTemplate).toContain('<!DOCTYPE html>');
  expect(edits.pwaRegistration?.clientModule).toMatch(/registerSwWhenIdle\.ts$/);
  expect(edits.plugins).not.toContain(routeTablePlugin);
});
