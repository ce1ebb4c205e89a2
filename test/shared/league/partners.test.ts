import { describe, expect, it } from 'vitest';
import { seasonPartners, statsPartner } from '../../../src/shared/league/partners.js';

const lab = { name: 'Kings Stats Lab', url: null, role: null };

describe('statsPartner (docs/spec.md §3: metaInformation may arrive as JSON text)', () => {
  it.each([
    ['JSON text', { stats_partner: '{"name":"Kings Stats Lab","url":null}' }, lab],
    ['an object', { stats_partner: { name: 'Kings Stats Lab' } }, lab],
    ['a bare name', { stats_partner: 'Kings Stats Lab' }, lab],
    [
      'an http address',
      { stats_partner: { name: 'Lab', url: 'https://lab.example' } },
      { name: 'Lab', url: 'https://lab.example', role: null },
    ],
    ['a script address, not linked', { stats_partner: { name: 'Lab', url: 'javascript:x' } }, { ...lab, name: 'Lab' }],
    ['no name', { stats_partner: { url: 'https://lab.example' } }, null],
    ['a blank name', { stats_partner: '  ' }, null],
    ['a list', { stats_partner: '[1]' }, null],
    ['none', {}, null],
    ['no metaInformation', null, null],
  ])('%s', (_label, meta, expected) => {
    expect(statsPartner(meta)).toEqual(expected);
  });
});

describe('seasonPartners', () => {
  it.each([
    [
      'a list with roles',
      { season_partners: [{ name: 'Kings Stats Lab', role: 'stats' }] },
      [{ ...lab, role: 'stats' }],
    ],
    ['JSON text', { season_partners: '[{"name":"Kings Stats Lab"}]' }, [lab]],
    [
      'unreadable entries left out, each name once',
      { season_partners: [{}, 7, 'Kings Stats Lab', { name: 'Kings Stats Lab' }] },
      [lab],
    ],
    ['not a list', { season_partners: { name: 'Kings Stats Lab' } }, []],
    ['none', undefined, []],
  ])('%s', (_label, meta, expected) => {
    expect(seasonPartners(meta)).toEqual(expected);
  });
});
