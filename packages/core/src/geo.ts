import { DISTRICT_ROWS, DIVISION_ROWS, METRO_ROWS, THANA_ROWS, UPAZILA_ROWS } from './geo-data.ts';
import type { GeoChildRow, GeoRootRow } from './geo-data.ts';
import type { Lang } from './format.ts';

/** The spec's lookup item: an id with an English and a Bangla name. */
export interface LookupItem {
  id: string | number;
  name: string;
  bn_name: string;
}

/** A Bangladesh administrative area; `parentId` is the division of a district, the district of an upazila. */
export interface GeoItem {
  id: string;
  name: string;
  bn_name: string;
  parentId?: string;
}

const root = ([id, name, bn_name]: GeoRootRow): GeoItem => ({ id, name, bn_name });
const child = ([id, name, bn_name, parentId]: GeoChildRow): GeoItem => ({ id, name, bn_name, parentId });

/** The 8 divisions. */
export const divisions: readonly GeoItem[] = DIVISION_ROWS.map(root);
/** The 64 districts; `parentId` is the division id. */
export const districts: readonly GeoItem[] = DISTRICT_ROWS.map(child);
/** The 494 upazilas; `parentId` is the district id. */
export const upazilas: readonly GeoItem[] = UPAZILA_ROWS.map(child);

/** Districts of a division (empty when the id is unknown). */
export function districtsOf(divisionId: string | number): GeoItem[] {
  const id = String(divisionId);
  return districts.filter((d) => d.parentId === id);
}

/** Upazilas of a district (empty when the id is unknown). */
export function upazilasOf(districtId: string | number): GeoItem[] {
  const id = String(districtId);
  return upazilas.filter((u) => u.parentId === id);
}

/** The 8 metropolitan police units ("ঢাকা মহানগর"); `parentId` is the district id. */
export const metros: readonly GeoItem[] = METRO_ROWS.map(child);
const districtOfMetro = new Map(metros.map((m) => [m.id, m.parentId ?? '']));
/**
 * The city areas: the metropolitan thanas (Dhanmondi, Panchlaish…), areas of their district like
 * its upazilas; `parentId` is the district id, `metroId` the unit's. Their ids ("dmp-dhanmondi")
 * never look like an upazila's (digits), so an area id saved before them still means its upazila.
 */
export const thanas: readonly (GeoItem & { metroId: string })[] = THANA_ROWS.map(([id, name, bn_name, metroId]) => ({
  id,
  name,
  bn_name,
  parentId: districtOfMetro.get(metroId) ?? '',
  metroId,
}));
/** Every area a place can name (the "area" of a shop or an order): the upazilas, then the city thanas. */
export const areas: readonly GeoItem[] = [...upazilas, ...thanas];

/** The metropolitan unit of a district's city, if it has one (Dhaka → ঢাকা মহানগর). */
export function metroOf(districtId: string | number): GeoItem | undefined {
  const id = String(districtId);
  return metros.find((m) => m.parentId === id);
}

/** The city thanas of a district (empty when it has no metropolitan city). */
export function thanasOf(districtId: string | number): GeoItem[] {
  const id = String(districtId);
  return thanas.filter((t) => t.parentId === id);
}

/** The areas of a district: its city thanas first (a city customer looks there), then its upazilas. */
export function areasOf(districtId: string | number): GeoItem[] {
  return [...thanasOf(districtId), ...upazilasOf(districtId)];
}

/**
 * The spec's lookup helper: the name of the item with this id in the chosen language
 * (bn → bn_name, falling back to name when bn_name is empty), or null when the id is
 * null/undefined or not found. Ids compare as strings, so 6 and "6" match.
 */
export function lookupName(items: readonly LookupItem[], id: string | number | null | undefined, lang: Lang): string | null {
  if (id === null || id === undefined) return null;
  const key = String(id);
  const item = items.find((i) => String(i.id) === key);
  if (item === undefined) return null;
  return lang === 'bn' ? item.bn_name || item.name : item.name;
}

/** A place as a form picks it: each level's id, or null. */
export interface GeoChoice {
  divisionId: string | null;
  districtId: string | null;
  areaId: string | null;
}

const byId = (items: readonly GeoItem[]) => new Map(items.map((i) => [i.id, i]));
let index: { divisions: Map<string, GeoItem>; districts: Map<string, GeoItem>; areas: Map<string, GeoItem> } | undefined;

/**
 * Division / district / area (an upazila or a city thana) chosen must exist and belong together:
 * VALIDATION_FAILED details (field → validation key), or null when fine.
 */
export function geoProblems(g: GeoChoice): Record<string, string> | null {
  index ??= { divisions: byId(divisions), districts: byId(districts), areas: byId(areas) };
  const { divisions: DIVISIONS, districts: DISTRICTS, areas: AREAS } = index;
  const problems: Record<string, string> = {};
  if (g.divisionId !== null && !DIVISIONS.has(g.divisionId)) problems.divisionId = 'validation.geoUnknown';
  if (g.districtId !== null) {
    const d = DISTRICTS.get(g.districtId);
    if (!d) problems.districtId = 'validation.geoUnknown';
    else if (g.divisionId === null) problems.districtId = 'validation.districtNeedsDivision';
    else if (d.parentId !== g.divisionId) problems.districtId = 'validation.districtNotInDivision';
  }
  if (g.areaId !== null) {
    const a = AREAS.get(g.areaId);
    if (!a) problems.areaId = 'validation.geoUnknown';
    else if (g.districtId === null) problems.areaId = 'validation.areaNeedsDistrict';
    else if (a.parentId !== g.districtId) problems.areaId = 'validation.areaNotInDistrict';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** A place as an address line reads it, smallest first: "Savar, Dhaka, Dhaka", "Dhanmondi, Dhaka, Dhaka" ('' when none is chosen). */
export function formatPlace(g: GeoChoice, lang: Lang): string {
  return [lookupName(areas, g.areaId, lang), lookupName(districts, g.districtId, lang), lookupName(divisions, g.divisionId, lang)]
    .filter(Boolean)
    .join(', ');
}
