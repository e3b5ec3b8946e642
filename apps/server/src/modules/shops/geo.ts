/**
 * Division / district / area (upazila) of a shop must exist and belong together (core's geo data).
 * Returns VALIDATION_FAILED details (field → validation key) or null when fine.
 */
import { districts, divisions, upazilas } from '@dokani/core';
import type { GeoItem } from '@dokani/core';

export interface GeoChoice {
  divisionId: string | null;
  districtId: string | null;
  areaId: string | null;
}

const byId = (items: readonly GeoItem[]) => new Map(items.map((i) => [i.id, i]));
const DIVISIONS = byId(divisions);
const DISTRICTS = byId(districts);
const UPAZILAS = byId(upazilas);

export function geoProblems(g: GeoChoice): Record<string, string> | null {
  const problems: Record<string, string> = {};
  if (g.divisionId !== null && !DIVISIONS.has(g.divisionId)) problems.divisionId = 'validation.geoUnknown';
  if (g.districtId !== null) {
    const d = DISTRICTS.get(g.districtId);
    if (!d) problems.districtId = 'validation.geoUnknown';
    else if (g.divisionId === null) problems.districtId = 'validation.districtNeedsDivision';
    else if (d.parentId !== g.divisionId) problems.districtId = 'validation.districtNotInDivision';
  }
  if (g.areaId !== null) {
    const a = UPAZILAS.get(g.areaId);
    if (!a) problems.areaId = 'validation.geoUnknown';
    else if (g.districtId === null) problems.areaId = 'validation.areaNeedsDistrict';
    else if (a.parentId !== g.districtId) problems.areaId = 'validation.areaNotInDistrict';
  }
  return Object.keys(problems).length > 0 ? problems : null;
}
