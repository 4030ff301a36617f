import type { Language } from './language';
import type { Role } from './roles';

/** A user as the API shows it (SPEC §3 User, without the password). */
export interface PublicUser {
  _id: string;
  OrganizationIndividualName: string;
  type: string;
  role: Role;
  pan: string;
  gst: string;
  productId: string[];
  category: string;
  seller_admin: string;
  membertype: string;
  email: string;
  firstName: string;
  lastName: string;
  designation: string;
  cellNumber: string;
  faxNumber: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  country: string;
  currency: string;
  pin: string;
  uploadedDocuments: string[];
  isVerified: boolean;
  isLoggedIn: boolean;
  hasTransactionPassword: boolean;
  /** The member's language (screens, e-mail, SMS). */
  language: Language;
  createdAt: string;
}

/** The user object that login returns and the web app keeps in session storage (SPEC §3 Session). */
export type SessionUser = PublicUser;

/** POST /api/auth/login answer (SPEC §3 Session). */
export interface LoginResponse {
  success: true;
  user: SessionUser;
  token: string;
}
