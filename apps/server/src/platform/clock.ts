/** The only source of "now" for business rules (docs/ARCHITECTURE.md rule 7), so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at a fixed instant and moves only when told. */
export class TestClock implements Clock {
  #ms: number;
  constructor(start: Date | string = '2025-01-15T06:00:00.000Z') {
    this.#ms = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.#ms);
  }
  set(at: Date | string): void {
    this.#ms = new Date(at).getTime();
  }
  advance(ms: number): void {
    this.#ms += ms;
  }
  advanceSeconds(s: number): void {
    this.advance(s * 1000);
  }
  advanceMinutes(m: number): void {
    this.advance(m * 60_000);
  }
  advanceHours(h: number): void {
    this.advance(h * 3_600_000);
  }
}

export const addSeconds = (d: Date, s: number): Date => new Date(d.getTime() + s * 1000);
