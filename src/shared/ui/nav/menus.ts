/** The navigation mappers: plain data from the route table, no React. */

export { footerMenu, globalMenu } from './footer-menu.js';
export { competitionsMenu, headerLinks, headerMenu, mainSections } from './header-menu.js';
export { currentHref, flattenMenu, isCurrent, type MenuItem } from './menu-item.js';
