import {routeUpdateMessage} from './routeUpdateLog';

jest.mock('@generated/docusaurus.config', () => ({default: {customFields: {}}}), {virtual: true});

test('names both locations, query and hash included', () => {
  expect(routeUpdateMessage({pathname: '/docs/', search: '', hash: ''}, {pathname: '/docs/installation/', search: '?q=1', hash: '#requirements'})).toBe(
    '[deploy preview] route update: /docs/ → /docs/installation/?q=1#requirements',
  );
});
