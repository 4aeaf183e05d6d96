/**
 * Registers the site's own navbar item types next to the theme's (wrapping
 * the map, not ejecting it). Config uses them as `type: 'custom-<name>'`.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import TestAreaNavbarItem from '@site/src/components/TestAreaNavbarItem';

export default {
  ...ComponentTypes,
  'custom-testArea': TestAreaNavbarItem,
};
