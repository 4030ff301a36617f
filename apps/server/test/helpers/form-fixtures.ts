import type { DEMO_USERS } from '../../src/modules/users/seed-demo-users';

/** Form fields that are choices or secrets rather than text: not checked for the text-field message. */
export const CHOICES = ['type', 'role', 'membertype', 'country', 'currency', 'password'];

/** A valid body of a form with text fields, who may send it, and which of its fields are text areas. */
export interface TextForm {
  url: string;
  method: 'POST' | 'PUT';
  who: 'none' | 'Buyer' | 'Admin';
  body: Record<string, unknown>;
  multiLine: string[];
}

/** Otherwise valid bodies of the contact form, the registration, a profile update and a product. */
export function textForms(buyer: (typeof DEMO_USERS)[number]): TextForm[] {
  const person = { firstName: 'Asha', lastName: 'Rao', designation: 'Owner', cellNumber: '9822098220' };
  const address = { addressLine1: 'Gala 7, Kurla', addressLine2: 'LBS Marg', city: 'Mumbai', pin: '400070' };
  const profile = { OrganizationIndividualName: buyer.organizationIndividualName, ...person, ...address };
  const contact = { name: 'Asha Rao', email: 'asha@example.in', subject: 'Lot 7', message: 'Is lot 7 open?' };
  const registration = {
    ...profile,
    ...{ type: 'Organization', role: 'Buyer', pan: 'AAKCS5678Q', gst: '27AAKCS5678Q1Z7', email: 'new@x.in' },
    ...{ membertype: 'GOLD MEMBERSHIP', country: 'India', currency: 'INR', faxNumber: '022-1234' },
    ...{ category: 'Ferrous', seller_admin: 'Mr Shah', password: 'Recycle#2025', productId: ['Copper'] },
    uploadedDocuments: ['/api/upload/files/0123456789abcdef0123456789abcdef.pdf'],
  };
  return [
    { url: '/api/general/contactus', method: 'POST', who: 'none', body: contact, multiLine: ['message'] },
    { url: '/api/auth/register', method: 'POST', who: 'none', body: registration, multiLine: [] },
    { url: '/api/profile/details', method: 'PUT', who: 'Buyer', body: profile, multiLine: [] },
    {
      url: '/api/admin/products',
      method: 'POST',
      who: 'Admin',
      body: { productName: 'Brass' },
      multiLine: [],
    },
  ];
}
