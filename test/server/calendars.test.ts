import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { pageData } from '../helpers/app.js';
import { sharedEmbeddedSite } from '../helpers/embedded.js';

/** The fixture calendars (RFC 5545), read back with a real iCalendar parser. */
const site = sharedEmbeddedSite();

async function feed(url: string) {
  const res = await site.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return { res, calendar, events: calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

describe('the region calendar', () => {
  it('parses, names the region’s zone and has every match once, kick-off in UTC, an hour long', async () => {
    const { calendar, events, res } = await feed('/calendars/espana.ics?lang=en');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Madrid');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kings League Spain');
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.length).toBeGreaterThan(50);
    for (const e of events) {
      expect(e.startDate.zone.tzid).toBe('UTC');
      expect(e.endDate.toUnixTime() - e.startDate.toUnixTime()).toBe(3600);
    }
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });

  it('gives played matches their score and a link to the match page, upcoming ones their teams', async () => {
    const { events } = await feed('/calendars/espana.ics?lang=en');
    const now = Date.parse('2026-11-22T12:00:00Z');
    const played = events.find((e) => e.startDate.toJSDate().getTime() < now - 86_400_000)!;
    expect(played.summary).toMatch(/^.+ \d+–\d+( \(\d+–\d+\))? .+$/);
    expect(played.description).toMatch(/Final score: \d+–\d+/);
    expect(played.description).toMatch(/https:\/\/kingsleague\.pro\/en\/espana\/matches\/\d+-/);
    const ahead = events.find((e) => e.startDate.toJSDate().getTime() > now + 86_400_000)!;
    expect(ahead.summary).toMatch(/^.+ – .+$/);
    expect(ahead.description).toContain('Scheduled');
  });

  it("names a side held by a stand-in in the calendar's language, never by the stand-in's name", async () => {
    const { events } = await feed('/calendars/world-cup.ics?lang=de');
    const undecided = events.filter((e) => e.summary.includes('Noch offen'));
    expect(undecided.length).toBeGreaterThan(0);
    for (const e of events) expect(e.summary).not.toMatch(/To be decided|Winner quarter-final/);
  });

  it('keeps each match’s UID across languages and requests, so a subscription updates in place', async () => {
    const en = (await feed('/calendars/espana.ics?lang=en')).events.map((e) => e.uid);
    const es = (await feed('/calendars/espana.ics?lang=es')).events.map((e) => e.uid);
    expect(es).toEqual(en);
    expect(en[0]).toMatch(/^match-\d+@kingsleague\.pro$/);
  });
});

describe('the team calendar', () => {
  it('holds only that team’s matches', async () => {
    const teams = pageData((await site.app.inject({ url: '/en/espana/teams' })).body).state.data as {
      teams: { id: number; name: string }[];
    };
    const team = teams.teams[0]!;
    const { calendar, events } = await feed(`/calendars/espana/teams/${team.id}.ics?lang=en`);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${team.name} · Kings League Spain`);
    expect(events.length).toBeGreaterThan(5);
    expect(events.every((e) => e.summary.includes(team.name))).toBe(true);
  });

  it('is a 404 for an unknown team or region, not an empty calendar', async () => {
    for (const url of ['/calendars/espana/teams/999999.ics', '/calendars/atlantis.ics', '/calendars/espana.txt']) {
      expect((await site.app.inject({ url })).statusCode, url).toBe(404);
    }
  });
});

describe('"Add to calendar" links', () => {
  it('are on the matches, team and tickets pages, as webcal: and https: addresses', async () => {
    const matches = (await site.app.inject({ url: '/en/espana/matches' })).body;
    expect(matches).toContain('href="webcal://kingsleague.pro/calendars/espana.ics?lang=en"');
    expect(matches).toContain('href="/calendars/espana.ics?lang=en"');
    const teamLink = /href="(\/en\/espana\/teams\/[^"]+)"/.exec(
      (await site.app.inject({ url: '/en/espana/teams' })).body,
    )![1]!;
    const team = (await site.app.inject({ url: teamLink })).body;
    expect(team).toMatch(/href="webcal:\/\/kingsleague\.pro\/calendars\/espana\/teams\/\d+\.ics\?lang=en"/);
    const tickets = (await site.app.inject({ url: '/es/espana/entradas' })).body;
    expect(tickets).toContain('href="webcal://kingsleague.pro/calendars/espana.ics?lang=es"');
  });
});
