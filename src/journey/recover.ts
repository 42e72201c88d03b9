import { isUnsignedStatus } from '../../contract/claimStatus';
import type { UserProfile } from '../../contract/profile';
import type { WizardContext } from '../../machines/wizard/context';
import type { StepKey } from '../../machines/wizard/steps';
import type { OwnClaim } from '../adapters/claims';
import { answersFromProfile, resumeFromClaim } from './resume';

/** What the server holds for whoever is signed in in this tab (a guest too). */
export interface ServerCopy {
  /** Their claims, newest first. */
  claims: OwnClaim[];
  profile: UserProfile | null;
}

const isUnfinished = ({ claim }: OwnClaim) => isUnsignedStatus(claim.status);

/** The profile holds something the claimant gave (a profile is created blank: every field empty). */
const hasAnswers = (profile: UserProfile) =>
  [profile.firstName, profile.lastName, profile.email, profile.phoneNumber].some((value) => value !== '');

/**
 * Where a journey picks up when this tab's saved snapshot could not be used (decision 164): the
 * newest claim, when it is unfinished, at the step it reached with the answers its check took;
 * else the answers of the profile, from the start; else nothing (a new claimant).
 */
export function journeyFromServer({
  claims,
  profile,
}: ServerCopy): { input: Partial<WizardContext>; step: StepKey } | null {
  const newest = claims[0];
  if (newest && isUnfinished(newest)) return resumeFromClaim(newest);
  if (profile && hasAnswers(profile)) return { input: answersFromProfile(profile), step: 'start.intro' };
  return null;
}
