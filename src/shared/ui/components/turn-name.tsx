import { useT } from '../app-context.js';

/** A matchday's name, marked "so far" while the matchday is played and its MVP may still change. */
export function TurnName({ turn, soFar }: { turn: string; soFar: boolean }) {
  const t = useT();
  return (
    <>
      {turn}
      {soFar && (
        <>
          {' '}
          <span className="so-far">{t('stats.soFar')}</span>
        </>
      )}
    </>
  );
}
