import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ApiNavbarItem from '@site/src/components/ApiNavbarItem';

// A navbar item type of our own (Docusaurus "custom navbar items": types prefixed `custom-`): the
// API link, which follows the docs version like the theme's `doc` item does for the tutorials.
export default {...ComponentTypes, 'custom-api': ApiNavbarItem};
