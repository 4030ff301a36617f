import type { AdminUserUpdate, RegistrationInput } from '@neelami/shared/registration';
import type { users } from './tables';

type Columns = Omit<typeof users.$inferInsert, 'passwordHash'>;

/** The users-table columns for the SPEC §3 payload fields (the API keeps the spec's names). */
export function toUserColumns(input: Omit<RegistrationInput, 'password'> | AdminUserUpdate): Columns {
  return {
    organizationIndividualName: input.OrganizationIndividualName,
    type: input.type,
    role: input.role,
    pan: input.pan,
    gst: input.gst,
    productIds: [...new Set(input.productId)],
    category: input.category,
    sellerAdmin: input.seller_admin,
    membertype: input.membertype,
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    designation: input.designation,
    cellNumber: input.cellNumber,
    faxNumber: input.faxNumber,
    addressLine1: input.addressLine1,
    addressLine2: input.addressLine2,
    city: input.city,
    state: input.state,
    country: input.country,
    currency: input.currency,
    pin: input.pin,
    uploadedDocuments: [...new Set(input.uploadedDocuments)],
  };
}
