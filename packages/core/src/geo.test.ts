import { describe, expect, it } from 'vitest';
import {
  areas,
  areasOf,
  districts,
  districtsOf,
  divisions,
  formatPlace,
  geoProblems,
  lookupName,
  metroOf,
  thanas,
  upazilas,
  upazilasOf,
} from './geo.ts';

describe('geo data', () => {
  it('has the expected counts', () => {
    expect(divisions).toHaveLength(8);
    expect(districts).toHaveLength(64);
    expect(upazilas).toHaveLength(494);
  });

  it('has unique ids and non-empty names in both languages', () => {
    for (const list of [divisions, districts, upazilas]) {
      expect(new Set(list.map((i) => i.id)).size).toBe(list.length);
      for (const i of list) {
        expect(i.name.trim()).not.toBe('');
        expect(i.bn_name.trim()).not.toBe('');
        expect(i.bn_name).toMatch(/[\u0980-\u09FF]/);
      }
    }
  });

  it('links every district to a division and every upazila to a district', () => {
    const divisionIds = new Set(divisions.map((d) => d.id));
    const districtIds = new Set(districts.map((d) => d.id));
    expect(divisions.every((d) => d.parentId === undefined)).toBe(true);
    expect(districts.every((d) => d.parentId !== undefined && divisionIds.has(d.parentId))).toBe(true);
    expect(upazilas.every((u) => u.parentId !== undefined && districtIds.has(u.parentId))).toBe(true);
  });

  it('partitions districts by division and upazilas by district', () => {
    expect(divisions.reduce((n, d) => n + districtsOf(d.id).length, 0)).toBe(64);
    expect(districts.reduce((n, d) => n + upazilasOf(d.id).length, 0)).toBe(494);
    expect(divisions.every((d) => districtsOf(d.id).length > 0)).toBe(true);
  });

  it('finds Dhaka division and its districts', () => {
    const dhaka = divisions.find((d) => d.name === 'Dhaka');
    expect(dhaka?.bn_name).toBe('ঢাকা');
    const names = districtsOf(dhaka?.id ?? '').map((d) => d.name);
    expect(names).toContain('Dhaka');
    expect(names).toContain('Gazipur');
    expect(districtsOf('999')).toEqual([]);
    expect(upazilasOf('999')).toEqual([]);
  });
});

describe('lookupName', () => {
  it('returns the name in the chosen language', () => {
    expect(lookupName(divisions, '6', 'en')).toBe('Dhaka');
    expect(lookupName(divisions, '6', 'bn')).toBe('ঢাকা');
    expect(lookupName(divisions, 6, 'bn')).toBe('ঢাকা');
    expect(lookupName(districts, '1', 'en')).toBe('Comilla');
  });

  it('returns null for an unknown, null or undefined id', () => {
    expect(lookupName(divisions, '99', 'en')).toBeNull();
    expect(lookupName(divisions, '', 'bn')).toBeNull();
    expect(lookupName(divisions, null, 'bn')).toBeNull();
    expect(lookupName(divisions, undefined, 'en')).toBeNull();
    expect(lookupName([], '1', 'en')).toBeNull();
  });

  it('works on any lookup items', () => {
    const items = [
      { id: 1, name: 'Rice', bn_name: 'চাল' },
      { id: 2, name: 'Oil', bn_name: '' },
    ];
    expect(lookupName(items, 1, 'bn')).toBe('চাল');
    expect(lookupName(items, '1', 'en')).toBe('Rice');
    expect(lookupName(items, 2, 'bn')).toBe('Oil');
  });
});

describe('geoProblems', () => {
  it('a place must exist and its levels belong together', () => {
    const division = divisions[0];
    const district = districts.find((d) => d.parentId === division?.id);
    const area = upazilas.find((u) => u.parentId === district?.id);
    const otherDistrict = districts.find((d) => d.parentId !== division?.id);
    expect(geoProblems({ divisionId: null, districtId: null, areaId: null })).toBeNull();
    expect(geoProblems({ divisionId: division?.id ?? '', districtId: district?.id ?? '', areaId: area?.id ?? '' })).toBeNull();
    expect(geoProblems({ divisionId: '9999', districtId: null, areaId: null })).toEqual({ divisionId: 'validation.geoUnknown' });
    expect(geoProblems({ divisionId: null, districtId: district?.id ?? '', areaId: null })).toEqual({
      districtId: 'validation.districtNeedsDivision',
    });
    expect(geoProblems({ divisionId: division?.id ?? '', districtId: otherDistrict?.id ?? '', areaId: null })).toEqual({
      districtId: 'validation.districtNotInDivision',
    });
    expect(geoProblems({ divisionId: division?.id ?? '', districtId: district?.id ?? '', areaId: '99999' })).toEqual({
      areaId: 'validation.geoUnknown',
    });
  });
});

describe('formatPlace', () => {
  it('names the chosen levels, smallest first, in the language asked', () => {
    const district = districtsOf('6')[0];
    const area = district ? upazilasOf(district.id)[0] : undefined;
    expect(district && area).toBeTruthy();
    const g = { divisionId: '6', districtId: district?.id ?? null, areaId: area?.id ?? null };
    expect(formatPlace(g, 'en')).toBe(`${area?.name}, ${district?.name}, Dhaka`);
    expect(formatPlace(g, 'bn')).toBe(`${area?.bn_name}, ${district?.bn_name}, ঢাকা`);
    expect(formatPlace({ divisionId: '6', districtId: null, areaId: null }, 'bn')).toBe('ঢাকা');
    expect(formatPlace({ divisionId: null, districtId: null, areaId: null }, 'en')).toBe('');
  });
});

describe('city areas: the metropolitan thanas', () => {
  it('are areas of their districts beside the upazilas, with Bangla names and ids no upazila has', () => {
    // 110 thanas of the 8 metropolitan units less the 4 that cover an upazila's own ground (scripts/gen-geo.mjs).
    expect(thanas).toHaveLength(106);
    expect(areas).toHaveLength(494 + 106);
    expect(new Set(areas.map((a) => a.id)).size).toBe(areas.length);
    const upazilaIds = new Set(upazilas.map((u) => u.id));
    const districtIds = new Set(districts.map((d) => d.id));
    for (const t of thanas) {
      expect(upazilaIds.has(t.id)).toBe(false);
      expect(t.id).toMatch(/^[a-z]+-[a-z0-9-]+$/);
      expect(t.bn_name).toMatch(/[\u0980-\u09FF]/);
      expect(districtIds.has(t.parentId ?? '')).toBe(true);
    }
    expect(divisions.flatMap((d) => districtsOf(d.id)).reduce((n, d) => n + areasOf(d.id).length, 0)).toBe(600);
  });

  it('Dhaka district offers Dhanmondi and Mirpur first, then its upazilas; Chattogram its city thanas', () => {
    const dhaka = areasOf('47');
    expect(dhaka.slice(0, 50).every((a) => a.id.startsWith('dmp-'))).toBe(true);
    expect(dhaka.map((a) => a.bn_name)).toEqual(expect.arrayContaining(['ধানমন্ডি', 'মিরপুর', 'গুলশান', 'সাভার']));
    expect(metroOf('47')?.bn_name).toBe('ঢাকা মহানগর');
    expect(metroOf('1')).toBeUndefined();
    expect(
      areasOf('8')
        .filter((a) => a.id.startsWith('cmp-'))
        .map((a) => a.name),
    ).toEqual(expect.arrayContaining(['Panchlaish', 'Double Mooring', 'Kotwali']));
    // A place is offered once: CMP Karnafuli is the Karnafuli upazila (79).
    expect(
      areasOf('8')
        .filter((a) => a.name === 'Karnafuli')
        .map((a) => a.id),
    ).toEqual(['79']);
  });

  it('the lookup helper, the place check and the address line know them; saved upazila ids still read', () => {
    expect(lookupName(areas, 'dmp-dhanmondi', 'bn')).toBe('ধানমন্ডি');
    expect(lookupName(areas, 'dmp-dhanmondi', 'en')).toBe('Dhanmondi');
    expect(lookupName(areas, '365', 'bn')).toBe('সাভার');
    expect(lookupName(areas, 'dmp-nowhere', 'bn')).toBeNull();
    expect(geoProblems({ divisionId: '6', districtId: '47', areaId: 'dmp-dhanmondi' })).toBeNull();
    expect(geoProblems({ divisionId: '6', districtId: '47', areaId: '365' })).toBeNull();
    expect(geoProblems({ divisionId: '1', districtId: '8', areaId: 'dmp-dhanmondi' })).toEqual({ areaId: 'validation.areaNotInDistrict' });
    expect(geoProblems({ divisionId: '6', districtId: '47', areaId: 'dmp-nowhere' })).toEqual({ areaId: 'validation.geoUnknown' });
    expect(formatPlace({ divisionId: '6', districtId: '47', areaId: 'dmp-dhanmondi' }, 'bn')).toBe('ধানমন্ডি, ঢাকা, ঢাকা');
    expect(formatPlace({ divisionId: '1', districtId: '8', areaId: 'cmp-panchlaish' }, 'en')).toBe('Panchlaish, Chattogram, Chattagram');
  });
});
