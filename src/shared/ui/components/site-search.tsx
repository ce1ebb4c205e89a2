import { type KeyboardEvent, useRef, useState } from 'react';
import { href } from '../../routing/href.js';
import type { SearchEntry } from '../../search/search-index.js';
import { usePage, useT } from '../app-context.js';

type Suggest = (query: string) => SearchEntry[];

/**
 * The site search: a plain GET form to the results page, which works without JavaScript. Once
 * the field is focused, the suggestions' code and the language's small index load, and the field
 * becomes an ARIA combobox listing the best names as the visitor types.
 */
export function SiteSearch({ idPrefix, initial = '' }: { idPrefix: string; initial?: string }) {
  const t = useT();
  const { lang } = usePage();
  const [items, setItems] = useState<SearchEntry[]>([]);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const suggest = useRef<Promise<Suggest> | null>(null);
  const inputId = `${idPrefix}-q`;
  const listId = `${idPrefix}-list`;
  const optionId = (i: number) => `${idPrefix}-option-${i}`;

  const show = (found: SearchEntry[]) => {
    setItems(found);
    setActive(-1);
    setOpen(found.length > 0);
  };
  const load = () => {
    suggest.current ??= import('./search-suggest.js')
      .then((m) => m.loadSuggest(lang))
      .catch(() => {
        // No suggestions this time (the form still works); the next keystroke asks again.
        suggest.current = null;
        return () => [];
      });
    return suggest.current;
  };
  const field = useRef<HTMLInputElement>(null);
  const onInput = async () => {
    const find = await load();
    // What the field holds once the index is in, not what it held when this keystroke began.
    const value = field.current?.value ?? '';
    show(value.trim() === '' ? [] : find(value));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      // The first Escape closes the list; the browser clears a search field only on the next.
      if (open) event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && items.length > 0) {
      event.preventDefault();
      setOpen(true);
      const last = items.length - 1;
      setActive((i) => (event.key === 'ArrowDown' ? (i >= last ? 0 : i + 1) : i <= 0 ? last : i - 1));
    } else if (event.key === 'Enter' && open && items[active]) {
      event.preventDefault();
      window.location.assign(items[active].href);
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for some browsers the site serves
    <form className="site-search" role="search" action={href('search', lang, {})} method="get">
      <label htmlFor={inputId} className="visually-hidden">
        {t('site.searchLabel')}
      </label>
      <input
        ref={field}
        id={inputId}
        name="q"
        type="search"
        defaultValue={initial}
        placeholder={t('site.searchPlaceholder')}
        autoComplete="off"
        maxLength={200}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        onFocus={() => void load()}
        onInput={() => void onInput()}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <button type="submit" className="site-search-go" aria-label={t('site.search')}>
        <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
          <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M10 10l4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={listId} role="listbox" aria-label={t('site.searchSuggestions')} hidden={!open}>
        {items.map((item, i) => (
          <div
            key={item.href}
            id={optionId(i)}
            role="option"
            // The field keeps the focus; the active option is named by aria-activedescendant.
            tabIndex={-1}
            aria-selected={i === active}
            // Before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              window.location.assign(item.href);
            }}
          >
            <span className="site-search-name">{item.name}</span>
            <span className="site-search-kind">{t(`site.searchKinds.${item.kind}`)}</span>
          </div>
        ))}
      </div>
    </form>
  );
}
