/** A member as a letter, a delivery order or an invoice names it: name, contacts and postal address. */
import { stateName } from '@neelami/shared/states';
import type { UserRow } from '../users/user-queries';
import type { LetterParty } from './letter-pdf';

export const partyOf = (u: UserRow | undefined): LetterParty => ({
  name: u?.organizationIndividualName ?? '',
  email: u?.email ?? '',
  cellNumber: u?.cellNumber ?? '',
  address: u
    ? [
        u.addressLine1,
        u.addressLine2,
        [u.city, stateName(u.state) ?? '', u.pin].filter(Boolean).join(', '),
        u.country,
      ].filter(Boolean)
    : [],
});
