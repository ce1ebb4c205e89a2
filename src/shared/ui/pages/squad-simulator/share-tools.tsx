import { useState } from 'react';
import { useT } from '../../app-context.js';
import type { ExportInput } from './export-png.js';

/** The squad's link to copy, and its picture to download; both need the page's script. */
export function ShareTools({ href, exportInput }: { href: string; exportInput: () => ExportInput }) {
  const t = useT();
  const [status, setStatus] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(href, location.href).href);
      setStatus(t('sim.squad.copied'));
    } catch {
      setStatus(t('sim.squad.copyFailed'));
    }
  };
  const download = async () => {
    setStatus(t('sim.squad.drawing'));
    try {
      const { squadPng } = await import('./export-png.js');
      const url = URL.createObjectURL(await squadPng(exportInput()));
      const a = document.createElement('a');
      a.href = url;
      a.download = 'my-squad.png';
      a.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setStatus(t('sim.squad.exported'));
    } catch {
      setStatus(t('sim.squad.exportFailed'));
    }
  };
  return (
    <div className="sim-share">
      <button type="button" className="button" onClick={() => void copy()}>
        {t('sim.squad.copy')}
      </button>
      <button type="button" className="button" onClick={() => void download()}>
        {t('sim.squad.export')}
      </button>
      <p role="status">{status}</p>
    </div>
  );
}
