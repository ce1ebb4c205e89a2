import { href } from '../../routing/href.js';
import { usePage, useRegion, useSite } from '../app-context.js';
import { globalMenu, headerMenu } from '../nav/menus.js';
import { LanguageSwitcher } from './language-switcher.js';
import { MainNav } from './main-nav.js';
import { RegionSwitcher } from './region-switcher.js';

export function Brand() {
  const { lang, context } = usePage();
  const site = useSite();
  return (
    <a className="brand" href={href('index', lang, {})}>
      <img src={`/img/mark-${context === 'kings' ? 'kl' : 'ql'}.svg`} alt="" width="36" height="36" />
      <span>{site.title}</span>
    </a>
  );
}

/** Brand, competition and language pickers; the region's menu below them. */
export function Header({ menus = true }: { menus?: boolean }) {
  const { context, lang } = usePage();
  const region = useRegion();
  return (
    <header className="site-header">
      <div className="header-bar container">
        <Brand />
        {menus && (
          <div className="header-tools">
            <RegionSwitcher />
            <LanguageSwitcher />
          </div>
        )}
      </div>
      {menus && (
        <div className="header-nav">
          <div className="container">
            <MainNav items={region ? headerMenu(context, region, lang) : globalMenu(context, lang)} />
          </div>
        </div>
      )}
    </header>
  );
}
