import { describe, expect, it } from 'vitest';
import { regionBySlug, regionSlug } from '@shop/contract';
import { branchesInRegion, regionChoices } from './regions';

describe('the branches page’s regions', () => {
  it('lists every region of the countries with a branch, with how many branches each has', () => {
    const choices = regionChoices([
      { region: 'Hlavní město Praha' },
      { region: 'Jihomoravský kraj' },
      { region: 'Hlavní město Praha' },
    ]);
    expect(choices.map((c) => c.country)).toEqual(['CZE']);
    expect(choices[0]!.regions).toHaveLength(14);
    expect(choices[0]!.regions[0]).toEqual({
      name: 'Hlavní město Praha',
      slug: 'hlavni-mesto-praha',
      count: 2,
    });
    expect(choices[0]!.regions.find((r) => r.slug === 'kraj-vysocina')?.count).toBe(0);
  });

  it('adds the Slovak regions after the Czech ones once there is a Slovak branch', () => {
    const choices = regionChoices([{ region: 'Žilinský kraj' }, { region: 'Zlínský kraj' }]);
    expect(choices.map((c) => [c.country, c.regions.length])).toEqual([
      ['CZE', 14],
      ['SVK', 8],
    ]);
    expect(choices[1]!.regions.find((r) => r.name === 'Žilinský kraj')?.slug).toBe('zilinsky-kraj');
  });

  it('ignores a region name that is none of the shop’s regions', () => {
    expect(regionChoices([{ region: 'Bavorsko' }])).toEqual([]);
  });

  it('keeps the branches of one region in their order', () => {
    const branches = [
      { id: 1, region: 'Zlínský kraj' },
      { id: 2, region: 'Žilinský kraj' },
      { id: 3, region: 'Zlínský kraj' },
    ];
    expect(branchesInRegion(branches, 'Zlínský kraj').map((b) => b.id)).toEqual([1, 3]);
  });

  it.each([
    ['Kraj Vysočina', 'kraj-vysocina'],
    ['Ústecký kraj', 'ustecky-kraj'],
    ['Trenčiansky kraj', 'trenciansky-kraj'],
  ])('names %s by the URL word %s and back', (name, slug) => {
    expect(regionSlug(name)).toBe(slug);
    expect(regionBySlug(slug)).toBe(name);
  });

  it('knows no region by an unknown word', () => {
    expect(regionBySlug('bavorsko')).toBeNull();
  });
});
