import { describe, expect, it } from 'vitest';
import { crestDesign, crestSvg } from '../../src/upstream/art/crest.js';
import { themeOf } from '../../src/upstream/art/emblems.js';
import { NEWS_ART, newsSvg } from '../../src/upstream/art/news-art.js';
import { candidateSvg, legendSvg, playerSvg, staffSvg } from '../../src/upstream/art/people.js';
import { loadDataset } from '../../src/upstream/data/load.js';
import type { NewsTopic, RawTeam } from '../../src/upstream/data/types.js';
import { leaguePosts } from './helpers.js';

/** The generated look of clubs, people and news: its own per club and person, its subject's per post. */
const data = loadDataset();
const teamsById = new Map(data.teams.map((t) => [t.id, t]));
const KB = 1024;

describe('crests', () => {
  it.each([
    ['Lobos de Madrid', 'wolf'],
    ['Wolf Pack FC', 'wolf'],
    ['Lupi di Roma FC', 'wolf'],
    ['Zorros del Norte', 'wolf'],
    ['Casablanca Lions', 'lion'],
    ['München Löwenherz', 'lion'],
    ['Berlin Bären FC', 'lion'],
    ['Club de Cuervos', 'bird'],
    ['Riyadh Falcons FC', 'bird'],
    ['Fênix Paulista FC', 'bird'],
    ['Rayo de Barcelona', 'bolt'],
    ['Trieste Bora FC', 'bolt'],
    ['Düsseldorf Rheinkönige', 'crown'],
    ['Real Titán FC', 'crown'],
    ['Kings United', 'crown'],
    ['PANAM ALL STARZ', 'star'],
    ['Galácticos del Caribe', 'star'],
    ['Jeddah Waves', 'wave'],
    ['Amman Citadel FC', 'tower'],
    ['Etna Calcio 7', 'flame'],
    ['Los Troncos FC', 'tree'],
    ['Stallions', 'horse'],
    ['Kunisports', null],
    ['1K FC', null],
  ] as const)('%s has the theme %s', (name, emblem) => {
    expect(themeOf(name)).toBe(emblem);
  });

  it('draws at least half of every league’s crests differently, not only in colour and letters', () => {
    const leagues = new Map<number, Set<number>>();
    for (const s of data.seasons)
      leagues.set(s.competitionId, new Set([...(leagues.get(s.competitionId) ?? []), ...s.teamIds]));
    for (const [competition, ids] of leagues) {
      const teams = [...ids].map((id) => teamsById.get(id)!).filter((t) => !t.placeholder);
      const clubs = new Set(teams.map((t) => t.name.replace(/\s+Mixto$/, '')));
      const drawings = new Set(teams.map((t) => JSON.stringify(crestDesign(t))));
      expect(drawings.size, `competition ${competition}`).toBeGreaterThanOrEqual(clubs.size / 2);
    }
  });

  it('keeps one club’s crest across its teams of several leagues, in each team’s colours', () => {
    const [men, mixed] = ['Rayo de Barcelona', 'Rayo de Barcelona Mixto'].map(
      (name) => data.teams.find((t) => t.name === name)!,
    );
    expect(crestDesign(mixed!)).toEqual(crestDesign(men!));
  });

  it('gives every crest a light rim inside a dark line, small and with nothing to fetch', () => {
    for (const team of data.teams)
      for (const inverse of [false, true]) {
        const svg = crestSvg(team, inverse);
        expect(svg.length, team.name).toBeLessThanOrEqual(6 * KB);
        expect(svg).toMatch(/stroke="#ffffff" stroke-width="7"\/><\/svg>$/);
        expect(svg).toContain('stroke-opacity="0.55" stroke-width="11"');
      }
  });
});

describe('portraits', () => {
  const squad = data.players.filter((p) => p.teamId === data.players[0]!.teamId);
  const team = teamsById.get(squad[0]!.teamId);

  it('draws the same player the same way every time, in the club’s shirt with the number', () => {
    for (const player of squad) {
      const svg = playerSvg(player, team);
      expect(playerSvg({ ...player }, team)).toBe(svg);
      expect(svg).toContain(`>${player.jersey}</text>`);
      expect(svg).toContain(`fill="${team!.colors[0]}"`);
      expect(svg.length).toBeLessThanOrEqual(6 * KB);
    }
  });

  it('draws a squad as different people', () => {
    // The face alone (the shirt and number set aside): skin, hair and face differ across a squad.
    const faces = new Set(squad.map((p) => playerSvg({ ...p, jersey: 0 }, team)));
    expect(squad.length).toBeGreaterThanOrEqual(10);
    expect(faces.size).toBeGreaterThanOrEqual(squad.length * 0.8);
    const hairOf = (svg: string) => /M80 83L93 81M107 81L120 83" stroke="(#[0-9a-f]{6})"/.exec(svg)?.[1];
    expect(new Set(squad.map((p) => hairOf(playerSvg(p, team)))).size).toBeGreaterThanOrEqual(4);
    // Grey is kept for presidents and coaches.
    const greys = (svgs: string[]) => svgs.filter((svg) => hairOf(svg) === '#8f8f8f').length;
    expect(greys(data.players.slice(0, 300).map((p) => playerSvg(p, undefined)))).toBe(0);
    expect(greys(data.staff.map((m) => staffSvg(m, undefined)))).toBeGreaterThan(0);
  });

  it('dresses staff in a suit and candidates in a plain shirt, both without a number', () => {
    const member = data.staff[0]!;
    const candidate = data.drafts.find((d) => d.candidates.length > 0)?.candidates[0];
    expect(staffSvg(member, teamsById.get(member.teamId))).not.toContain('</text>');
    expect(staffSvg(member, teamsById.get(member.teamId))).toContain('fill="#262a33"');
    if (candidate) expect(candidateSvg(candidate)).not.toContain('</text>');
    const legend = data.legends[0]!;
    expect(legendSvg(legend, undefined)).toContain('>12</text>');
  });
});

describe('news art', () => {
  it.each([
    ['preview', 'match'],
    ['mvp', 'match'],
    ['signing', 'signing'],
    ['rules', 'rulebook'],
    ['external', 'press'],
  ] as const)('a %s post gets the %s art', (topic, art) => {
    expect(NEWS_ART[topic]).toBe(art);
  });

  const [home, away] = data.teams as [RawTeam, RawTeam];
  it('shows the two clubs’ crests on a match post only', () => {
    const crest = (team: RawTeam) => `<path d="${/<clipPath id="f"><path d="([^"]+)"/.exec(crestSvg(team))![1]}"`;
    for (const topic of Object.keys(NEWS_ART) as NewsTopic[]) {
      const svg = newsSvg('t', topic, home, away);
      expect(svg.includes(crest(away)), topic).toBe(NEWS_ART[topic] === 'match');
      expect(svg.length).toBeLessThanOrEqual(12 * KB);
    }
  });

  it('gives each of the league’s posts a topic, rules posts their own', () => {
    const topics = new Set(leaguePosts().map((p) => p.topic));
    expect(topics).toEqual(new Set(['preview', 'mvp', 'signing', 'rules', 'external']));
  });
});
