/** The spec's random integer helper: an integer from 10 to 19 inclusive. `random` returns [0, 1). */
export function randomTenToNineteen(random: () => number = Math.random): number {
  return 10 + Math.min(9, Math.max(0, Math.floor(random() * 10)));
}
