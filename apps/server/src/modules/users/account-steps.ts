import type { Db } from '../../db/client';

/** A step of a member's own account that it is told of: registration received, verification given or withdrawn. */
export type AccountStep = 'registered' | 'verified' | 'unverified';

/**
 * Tells a member of a step of its account, inside the transaction of the change (the notifications
 * module, above this one, passes it in); answers what to do after the commit (push and send).
 */
export type TellAccount = (
  tx: Db,
  userId: string,
  step: AccountStep,
  names: { organizationIndividualName?: string; firstName?: string },
) => Promise<() => Promise<void>>;
