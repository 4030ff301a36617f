/**
 * `account`: a member is told of its own account's steps (registration received, verification given
 * or withdrawn), by mail and in the centre. The users module calls it through `TellAccount`.
 */
import type { TellAccount } from '../users/account-steps';
import type { AlertCentre } from './centre';
import { raiseNotifications } from './raise';

export const tellAccountThrough =
  (centre: AlertCentre): TellAccount =>
  async (tx, userId, step, names) => {
    const stored = await raiseNotifications(
      tx,
      [
        {
          userId,
          kind: 'account',
          facts: { step, name: names.firstName || names.organizationIndividualName || '' },
          link: '/profile/details',
          dedupeKey: step === 'registered' ? `account:registered:${userId}` : undefined,
        },
      ],
      new Date(),
    );
    return () => centre.published(stored);
  };
