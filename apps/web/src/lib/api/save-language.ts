import type { Language } from '@neelami/shared/language';
import type { SessionUser } from '@neelami/shared/session';
import { profileResponseSchema } from '@neelami/shared/users-responses';
import { api } from '../api';

/**
 * PUT /api/profile/details with the member's own fields and the new `language`, so e-mail and SMS
 * follow the member's choice (API.md "Conventions"). Answers the saved user.
 */
export async function saveLanguage(user: SessionUser, language: Language): Promise<SessionUser> {
  const { OrganizationIndividualName, firstName, lastName, designation, cellNumber, faxNumber } = user;
  const { addressLine1, addressLine2, city, state, country, pin } = user;
  const body = {
    ...{ OrganizationIndividualName, firstName, lastName, designation, cellNumber, faxNumber },
    ...{ addressLine1, addressLine2, city, state, country, pin },
    language,
  };
  return (await api.put('profile/details', body, profileResponseSchema)).user;
}

/**
 * After a login: a language chosen in this browser is kept in the profile (it is what the member
 * reads now); a browser that never chose shows the profile's language.
 */
export async function settleLanguageAfterLogin(
  user: SessionUser,
  token: string,
  deps: {
    chosen: Language | null;
    show: (language: Language) => Promise<void>;
    save: (user: SessionUser, token: string) => void;
  },
): Promise<void> {
  if (deps.chosen === null) {
    if (user.language === 'hi') await deps.show('hi').catch(() => {});
    return;
  }
  if (deps.chosen !== user.language) {
    await saveLanguage(user, deps.chosen)
      .then((saved) => deps.save(saved, token))
      .catch(() => {});
  }
}
