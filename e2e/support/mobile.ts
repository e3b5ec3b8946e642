let seq = 0;
/** A fresh Bangladeshi mobile number for one test (unique across workers and runs). */
export function freshMobile(): string {
  seq += 1;
  const worker = Number(process.env.TEST_WORKER_INDEX ?? 0) % 10;
  const tail = `${worker}${String(Date.now() % 1_000_000).padStart(6, '0')}${seq % 10}`;
  return `019${tail.slice(-8)}`;
}
