import { useState } from 'react';
import { ECAL_SCRIPT } from '../../../config/ecal.js';
import { useT } from '../../app-context.js';

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The region's ECAL calendar widget. Nothing is fetched from ECAL until the visitor asks: the
 * button adds its script then (the CSP allows exactly its host), and says if it could not load.
 */
export function EcalWidget({ widgetId }: { widgetId: string }) {
  const t = useT();
  const [state, setState] = useState<State>('idle');
  const load = () => {
    setState('loading');
    const script = document.createElement('script');
    script.src = ECAL_SCRIPT;
    script.async = true;
    script.onload = () => setState('ready');
    script.onerror = () => setState('failed');
    document.head.append(script);
  };
  return (
    <section className="ecal" aria-labelledby="ecal-title">
      <h2 id="ecal-title" className="ecal-title">
        {t('content.ecal.title')}
      </h2>
      <p>{t('content.ecal.text')}</p>
      {state === 'idle' && (
        <button type="button" className="button" onClick={load}>
          {t('content.ecal.load')}
        </button>
      )}
      {state === 'loading' && <p role="status">{t('content.ecal.loading')}</p>}
      {state === 'ready' && (
        <button type="button" className="button button-accent ecal-sync-widget-button" data-ecal-widget-id={widgetId}>
          {t('content.ecal.open')}
        </button>
      )}
      {state === 'failed' && (
        <p role="status" className="notice">
          {t('content.ecal.failed')}
        </p>
      )}
    </section>
  );
}
