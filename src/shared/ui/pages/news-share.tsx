import { type MouseEvent, useState } from 'react';
import { type ShareNetwork, shareLinks } from '../../league/news-view.js';
import { useT } from '../app-context.js';

const NAMES: Record<ShareNetwork, string> = {
  x: 'X',
  facebook: 'Facebook',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
};

/**
 * Share links as plain addresses (no network's script is loaded), and the article's own
 * address: with JavaScript a click copies it, without it the link is there to copy.
 */
export function NewsShare({ url, title }: { url: string; title: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const copy = (event: MouseEvent) => {
    if (!navigator.clipboard) return;
    event.preventDefault();
    navigator.clipboard.writeText(url).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };
  return (
    <section className="article-share" aria-labelledby="share-title">
      <h2 id="share-title" className="share-title">
        {t('news.share')}
      </h2>
      <ul className="share-links">
        {shareLinks(url, title).map((s) => (
          <li key={s.network}>
            <a className={`share-link share-${s.network}`} href={s.href} target="_blank" rel="noopener noreferrer">
              {NAMES[s.network]}
              <span className="visually-hidden">{` (${t('site.opensInNewTab')})`}</span>
            </a>
          </li>
        ))}
        <li>
          <a className="share-link share-copy" href={url} onClick={copy}>
            {t('news.copyLink')}
          </a>
        </li>
      </ul>
      <p className="share-status" role="status">
        {copied ? t('news.copied') : ''}
      </p>
    </section>
  );
}
