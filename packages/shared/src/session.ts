import type { Role } from './roles';

/** The user object that login returns and the web app keeps in session storage (SPEC §3). */
export interface SessionUser {
  _id: string;
  email: string;
  role: Role;
  OrganizationIndividualName: string;
  firstName: string;
  lastName: string;
  isVerified: boolean;
  membertype?: string;
}
