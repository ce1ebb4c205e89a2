import { type CSSProperties, useState } from 'react';
import { formatNumber } from '../../../i18n/numbers.js';
import type { Odds, OddsInput } from '../../../league/sim/odds.js';
import type { SimTeam } from '../../../league/sim/team-sim-view.js';
import { usePage, useT } from '../../app-context.js';
import { ScrollRegion } from '../../components/scroll-region.js';
import { TeamBadge } from '../../components/team-badge.js';

export const RUNS = 10_000;

async function runInWorker(input: OddsInput): Promise<Odds> {
  const { WORKER_URL } = await import('./odds-worker.js');
  const worker = new Worker(WORKER_URL, { type: 'module' });
  try {
    return await new Promise<Odds>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<Odds>) => resolve(e.data);
      worker.onerror = (e) => reject(new Error(e.message));
      worker.postMessage(input);
    });
  } finally {
    worker.terminate();
  }
}

const percent = (share: number, lang: Parameters<typeof formatNumber>[1]) =>
  share === 0 ? '·' : `${formatNumber(share * 100, lang, share < 0.01 ? 1 : 0)}%`;

/** "Simulate the rest 10 000 times": each team's chance of each final place, as a heat map. */
export function OddsPanel({
  input,
  teams,
  order,
}: {
  input: Omit<OddsInput, 'runs' | 'seed'>;
  teams: ReadonlyMap<number, SimTeam>;
  order: number[];
}) {
  const t = useT();
  const { lang } = usePage();
  const [state, setState] = useState<
    { status: 'idle' | 'running' | 'failed' } | { status: 'done'; odds: Odds; ms: number }
  >({ status: 'idle' });
  const run = async () => {
    setState({ status: 'running' });
    const started = performance.now();
    try {
      const odds = await runInWorker({ ...input, runs: RUNS, seed: 20260 });
      setState({ status: 'done', odds, ms: Math.round(performance.now() - started) });
    } catch {
      setState({ status: 'failed' });
    }
  };
  const places = input.base.length;
  return (
    <section aria-labelledby="sim-odds" className="sim-odds">
      <h2 id="sim-odds" className="section-title">
        {t('sim.team.odds')}
      </h2>
      <p>{t('sim.team.oddsLead', { runs: formatNumber(RUNS, lang, 0) })}</p>
      <button type="button" className="button" onClick={() => void run()} disabled={state.status === 'running'}>
        {t('sim.team.simulate', { runs: formatNumber(RUNS, lang, 0) })}
      </button>
      <p role="status" className="sim-odds-status">
        {state.status === 'running'
          ? t('sim.team.running')
          : state.status === 'failed'
            ? t('sim.team.oddsFailed')
            : state.status === 'done'
              ? t('sim.team.oddsDone', {
                  runs: formatNumber(state.odds.runs, lang, 0),
                  ms: formatNumber(state.ms, lang, 0),
                })
              : ''}
      </p>
      {state.status === 'done' && (
        <ScrollRegion label={t('sim.team.odds')}>
          <table className="sim-heat">
            <caption className="visually-hidden">{t('sim.team.odds')}</caption>
            <thead>
              <tr>
                <th scope="col" className="team-col">
                  {t('tables.col.team')}
                </th>
                <th scope="col">{t('sim.team.playoffs')}</th>
                {Array.from({ length: places }, (_, i) => (
                  <th scope="col" key={i}>
                    {i + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {order.map((id) => {
                const team = teams.get(id)!;
                return (
                  <tr key={id}>
                    <th scope="row" className="team-col">
                      <TeamBadge color={team.color} shortName={team.shortName} logo={team.logo} size={20} />
                      <span>{team.shortName}</span>
                    </th>
                    <td className="sim-heat-playoff">{percent(state.odds.playoff[id] ?? 0, lang)}</td>
                    {(state.odds.places[id] ?? []).map((share, i) => (
                      <td key={i} style={{ '--heat': share.toFixed(3) } as CSSProperties}>
                        {percent(share, lang)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
