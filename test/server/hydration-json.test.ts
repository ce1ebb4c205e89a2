import { describe, expect, it } from 'vitest';
import { documentParts } from '../../src/server/render/document.js';
import { jsonForScript, keptJsonForScript } from '../../src/server/render/escape.js';
import type { PageState } from '../../src/shared/ui/state.js';
import { pageData, TEST_ASSETS, TEST_HEAD } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';
import { pageState } from '../helpers/page-state.js';

const CONFIG = { sentry: null } as never;

function hydration(state: PageState) {
  const { end } = documentParts({ state, head: TEST_HEAD, assets: TEST_ASSETS, scripts: [], publicConfig: CONFIG });
  return pageData(`<div id="app">${end}`);
}

describe('the JSON a page hydrates from', () => {
  const site = sharedEmbeddedSite();

  it('carries the state, configuration and message chunks as the page has them, however its data is kept', async () => {
    const state = await pageState('kings', '/en/espana/tables', new Date('2026-11-22T12:00:00Z'));
    const shared = { rows: [{ name: 'a </script><script>alert(1)</script> & \u2028' }] };
    const withData = {
      ...state,
      data: { view: shared, count: 3, none: null, gone: undefined },
    } as unknown as PageState;
    for (let i = 0; i < 2; i++) {
      const parsed = hydration(withData);
      expect(parsed.state).toEqual(JSON.parse(JSON.stringify(withData)));
      expect(parsed.config).toEqual(CONFIG);
    }
    const { end } = documentParts({
      state: withData,
      head: TEST_HEAD,
      assets: TEST_ASSETS,
      scripts: [],
      publicConfig: CONFIG,
    });
    expect(end.match(/<\/script>/g)).toHaveLength(1);
    expect(end).not.toContain('\u2028');
    expect(hydration({ ...state, data: null }).state).toEqual(JSON.parse(JSON.stringify({ ...state, data: null })));
  });

  it('writes a shared value once and the same as written in full', () => {
    const value = { text: '<b>&</b>', list: [1, 2] };
    expect(keptJsonForScript(value)).toBe(jsonForScript(value));
    expect(keptJsonForScript(value)).toBe(keptJsonForScript(value));
  });

  it('matches the payload the client navigates with, on a page of the embedded league', async () => {
    for (const path of [
      '/en/espana',
      '/ar/espana/matches',
      '/en/espana/players/12-javier-molina',
      '/es/espana/noticias/previa-de-la-jornada-9-el-barrio-contra-saiyans-fc',
    ]) {
      const html = (await site.app.inject({ url: path })).body;
      const payload = (await site.app.inject({ url: `/_payload${path}` })).json() as { state: unknown };
      expect(pageData(html).state).toEqual(payload.state);
    }
  });
});
