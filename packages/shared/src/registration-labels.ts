/**
 * The form label of every registration field; SPEC §5 messages name the field
 * by this label ('Please fill out the PAN field', 'Please select at least one Product').
 */
export const REGISTRATION_LABELS = {
  OrganizationIndividualName: 'Organization / Individual Name',
  type: 'Type',
  role: 'Role',
  pan: 'PAN',
  gst: 'GST',
  productId: 'Product',
  category: 'Category',
  seller_admin: 'Seller Admin',
  membertype: 'Member Type',
  email: 'Email',
  password: 'Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  designation: 'Designation',
  cellNumber: 'Cell Number',
  faxNumber: 'Fax Number',
  addressLine1: 'Address Line 1',
  addressLine2: 'Address Line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  currency: 'Currency',
  pin: 'PIN',
  uploadedDocuments: 'Document',
} as const;
