/**
 * A new PIN must not be one anyone would guess first: one digit repeated (11111) or a straight
 * run up or down (12345, 54321, 34567). A PIN already set is not judged (the demo's 12345 signs in).
 */
export function isWeakPin(pin: string): boolean {
  if (!/^\d{2,}$/.test(pin)) return false;
  const d = [...pin].map(Number);
  const steps = d.slice(1).map((x, i) => x - (d[i] ?? 0));
  return [0, 1, -1].some((s) => steps.every((x) => x === s));
}
