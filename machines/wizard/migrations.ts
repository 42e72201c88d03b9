import { checkedAnswersIn } from './checked';
import type { Answers } from './context';

/**
 * A journey as a build saved it: its state value and context, not yet checked. A migration only
 * reshapes it; the current build's schema and machine check the result before it is trusted.
 */
export interface SavedJourney {
  value: unknown;
  context: unknown;
}

type Migration = (saved: SavedJourney) => SavedJourney;

const asRecord = (value: unknown): Record<string, unknown> | null =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/** Adds fields to the saved context; a context that is not an object is left for the schema to refuse. */
function addToContext(
  saved: SavedJourney,
  fields: (context: Record<string, unknown>) => Record<string, unknown>,
): SavedJourney {
  const context = asRecord(saved.context);
  return context ? { ...saved, context: { ...context, ...fields(context) } } : saved;
}

/**
 * How a journey saved by an older build becomes one of the next version, keeping every answer:
 * the entry for version `n` turns a version-`n` journey into a version-`n + 1` one. A build that
 * bumps `WIZARD_SNAPSHOT_VERSION` adds the entry for the version before it (decision 164), so a
 * claimant whose tab was saved by the build before a deploy carries on where they were.
 */
export const WIZARD_SNAPSHOT_MIGRATIONS: ReadonlyMap<number, Migration> = new Map<number, Migration>([
  [
    // Version 2 remembers the answers each code was sent for and confirmed (decision 108). A
    // version-1 journey could not change them after its check started, so they are its answers.
    1,
    (saved) =>
      addToContext(saved, (context) => {
        const checked = checkedAnswersIn(context.answers as Answers);
        return {
          checkSentFor: context.claimId === null ? null : checked,
          checkedFor: context.agreementsFound === null ? null : checked,
          checksStarted: context.claimId === null ? 0 : 1,
        };
      }),
  ],
  // Version 3 remembers which address a postcode lookup was for: a saved journey rests with none.
  [2, (saved) => addToContext(saved, () => ({ lookupFor: null }))],
]);

/** The oldest version a saved journey can be brought up to date from. */
export const OLDEST_MIGRATABLE_VERSION = Math.min(...WIZARD_SNAPSHOT_MIGRATIONS.keys());

/**
 * Whether a journey saved at version `from` can be brought up to version `to`: not one older than
 * the oldest migration, nor one newer than this build (a tab saved by a build that was then rolled
 * back), nor across a version with no migration.
 */
export function canMigrate(from: number, to: number): boolean {
  if (!Number.isInteger(from) || from < OLDEST_MIGRATABLE_VERSION || from > to) return false;
  for (let version = from; version < to; version++) {
    if (!WIZARD_SNAPSHOT_MIGRATIONS.has(version)) return false;
  }
  return true;
}

/**
 * The journey saved at version `from`, brought up to version `to` one migration at a time, or null
 * when it cannot be (`canMigrate`). A migration may throw on a malformed journey: the caller
 * treats that as a journey that does not fit.
 */
export function migrateJourney(saved: SavedJourney, from: number, to: number): SavedJourney | null {
  if (!canMigrate(from, to)) return null;
  let journey = saved;
  for (let version = from; version < to; version++) {
    journey = (WIZARD_SNAPSHOT_MIGRATIONS.get(version) as Migration)(journey);
  }
  return journey;
}
