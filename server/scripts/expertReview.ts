import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { databaseTarget, openDatabase } from '../db/database';
import { parseReviewArgs, reviewApplication } from '../features/expertApply';

/**
 * `npm run expert:review -- <applicationId> approve|refuse [reason…]`: the review of an expert
 * application, in place of a back office (the rules: server/features/expertApply/review.ts). It opens
 * the server's database as the server does (DATABASE_URL, else PGlite under DATA_DIR); PGlite is one
 * process's, so with PGlite the server must be stopped first (the script refuses an open one). Times
 * are real time: the script has no simulated clock of its own.
 */
async function main(): Promise<number> {
  const args = parseReviewArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(args);
    return 2;
  }
  const target = databaseTarget();
  // PGlite belongs to one process: a review written beside a running server would be lost when the
  // server closes. An open PGlite keeps postmaster.pid in its directory (removed on a clean stop).
  if (
    target.kind === 'pglite' &&
    target.dataDir &&
    existsSync(join(target.dataDir, 'postmaster.pid'))
  ) {
    console.error(
      `the database under ${target.dataDir} is open (postmaster.pid): stop the server first (or, after a crash, remove that file)`,
    );
    return 1;
  }
  const database = await openDatabase(target);
  try {
    const outcome = await reviewApplication(database.db, { ...args, now: Date.now() });
    if (!outcome.ok) {
      console.error(`${outcome.refusal.code}: ${outcome.refusal.msg}`);
      return 1;
    }
    const { id, status, reviewReason } = outcome.data;
    const word = status === 2 ? 'approved' : 'refused';
    console.log(`application ${id} ${word}${reviewReason ? ` (${reviewReason})` : ''}`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
