import { useState } from 'react';
import { useT } from '../app-context.js';

/**
 * Shares this page's address: the system's share sheet where there is one (phones), else the
 * address copied, said in a live region. It needs a script, so it shows only once hydrated.
 */
export function ShareButton({ title }: { title: string }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const share = async () => {
    const url = location.href;
    if (typeof navigator.share === 'function') {
      // The visitor may close the sheet: that is an answer, not an error.
      await navigator.share({ title, url }).catch(() => undefined);
      return;
    }
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <span className="share">
      <button type="button" className="share-button" onClick={() => void share().catch(() => setCopied(false))}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M18 16a3 3 0 0 0-2.4 1.2l-6.7-3.4a3 3 0 0 0 0-1.6l6.7-3.4A3 3 0 1 0 15 7l-6.7 3.4a3 3 0 1 0 0 3.2L15 17a3 3 0 1 0 3-1z"
          />
        </svg>
        {t('share.action')}
      </button>
      <span role="status" className="share-status">
        {copied ? t('share.copied') : ''}
      </span>
    </span>
  );
}
