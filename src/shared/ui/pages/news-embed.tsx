import { useEffect, useRef, useState } from 'react';
import { EMBED_PROVIDERS, type Embed, embedFrameSrc } from '../../league/news-embeds.js';
import { useT } from '../app-context.js';
import { useInteractive } from '../components/use-interactive.js';

/**
 * A third party's embed, click to load: until the visitor asks, the page shows a placeholder
 * and makes no request to the provider. The button needs JavaScript, so it appears once the
 * page is hydrated; without it, the placeholder is a plain link to the embed's own page.
 */
export function NewsEmbed({ embed }: { embed: Embed }) {
  const t = useT();
  const provider = EMBED_PROVIDERS[embed.provider];
  const ready = useInteractive();
  const [src, setSrc] = useState<string | null>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (src) frame.current?.focus();
  }, [src]);
  const vars = { provider: provider.name };
  return (
    <figure className={`embed embed-${provider.shape}`} data-embed={embed.provider}>
      {src ? (
        <iframe
          ref={frame}
          src={src}
          title={t('news.embed.title', vars)}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
          allow="autoplay; clipboard-write; encrypted-media; picture-in-picture; fullscreen"
        />
      ) : (
        <div className="embed-placeholder">
          <p className="embed-provider">{provider.name}</p>
          <p className="embed-notice">{t('news.embed.notice', vars)}</p>
          <div className="embed-actions">
            {ready && (
              <button
                type="button"
                className="button button-accent"
                onClick={() => setSrc(embedFrameSrc(embed, location.hostname))}
              >
                {t('news.embed.load', vars)}
              </button>
            )}
            <a className="embed-open" href={embed.url} target="_blank" rel="noopener noreferrer">
              {t('news.embed.open', vars)}
              <span className="visually-hidden">{` (${t('site.opensInNewTab')})`}</span>
              <span aria-hidden="true" className="external-mark">
                {' '}
                ↗
              </span>
            </a>
          </div>
        </div>
      )}
      {embed.caption && <figcaption>{embed.caption}</figcaption>}
    </figure>
  );
}
