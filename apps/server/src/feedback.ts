/**
 * `npm run feedback` lists the users' open feedback, newest first; `npm run feedback -- answer <id>
 * "text"` answers one, and its sender sees the answer in the app (Settings → Feedback). The
 * operator's command. Uses the database the server is configured for (DATABASE_URL, or the PGlite
 * folder under DATA_DIR).
 */
import { MIGRATION_FILLS } from './migration-fills.ts';
import { answerFeedback, listOpenFeedback } from './modules/feedback/index.ts';
import type { AnswerOutcome } from './modules/feedback/index.ts';
import { systemClock } from './platform/clock.ts';
import { loadConfig } from './platform/config.ts';
import { openCommandDb } from './platform/db/command-db.ts';
import type { Db } from './platform/db/schema.ts';
import { migrate } from './platform/migrate.ts';

const USAGE =
  'usage: npm run feedback                        (the open items, newest first)\n       npm run feedback -- answer <id> "text"';

const SAID: Record<AnswerOutcome, string> = {
  answered: 'answered: the user sees it in the app',
  'not-found': 'no feedback has this id',
  ambiguous: 'two users have feedback with this id: answer it in the database',
  empty: 'the answer is empty',
  'too-long': 'the answer is too long',
};

async function list(db: Db, publicUrl: string | null): Promise<number> {
  const open = await listOpenFeedback(db);
  if (open.length === 0) {
    console.log('no open feedback');
    return 0;
  }
  for (const f of open) {
    console.log(`${f.id}  ${f.kind}  ${f.createdAt.toISOString()}  ${f.userName} (${f.userMobile})`);
    for (const line of f.text.split('\n')) console.log(`    ${line}`);
    if (f.screenshotUrl) console.log(`    screenshot: ${publicUrl ?? ''}${f.screenshotUrl}`);
    console.log('');
  }
  console.log(`${open.length} open`);
  return 0;
}

async function main(): Promise<number> {
  const [command, id, text] = process.argv.slice(2);
  if (command !== undefined && (command !== 'answer' || !id || text === undefined)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const db = await openCommandDb(config, 'npm run feedback');
  try {
    await migrate(db.db, MIGRATION_FILLS);
    if (command === undefined) return await list(db.db, config.publicUrl);
    const outcome = await answerFeedback(db.db, id ?? '', text ?? '', systemClock.now());
    (outcome === 'answered' ? console.log : console.error)(`${id}: ${SAID[outcome]}`);
    return outcome === 'answered' ? 0 : 1;
  } catch (e) {
    console.error(e instanceof Error ? e.message : e);
    return 1;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
