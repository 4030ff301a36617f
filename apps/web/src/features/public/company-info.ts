// Placeholder company and office details used by the public pages (SPEC §2 /contactus).
// Replace with the operator's registered details before going live.

/** One office shown on the Contact Us page. */
export interface Office {
  label: string;
  city: string;
  addressLines: string[];
  mobile: string;
  email: string;
}

/** Brand and legal name used in the public copy. */
export const company = {
  brand: 'Neelami',
  legalName: 'Neelami E-Auction Services',
  supportEmail: 'support@neelami.in',
  grievanceEmail: 'grievance@neelami.in',
  jurisdiction: 'Rewari, Haryana',
} as const;

// SPEC §2 /contactus: "working hours Monday to Saturday 9:00 AM to 6:00 PM, Sundays off".
export const workingHours = {
  weekdays: 'Monday to Saturday 9:00 AM to 6:00 PM',
  weekend: 'Sundays off',
} as const;

export const offices: Office[] = [
  {
    label: 'Head Office',
    city: 'Rewari, Haryana',
    addressLines: [
      'Plot No. 118, Sector 6, HSIIDC Industrial Growth Centre',
      'Bawal, District Rewari',
      'Haryana 123501, India',
    ],
    mobile: '+91 98765 43210',
    email: 'support@neelami.in',
  },
  {
    label: 'Branch Office',
    city: 'Kolkata, West Bengal',
    addressLines: [
      'Unit 5B, 5th Floor, Infinity Tower',
      'Block GP, Sector V, Salt Lake',
      'Kolkata 700091, India',
    ],
    mobile: '+91 98765 43211',
    email: 'kolkata@neelami.in',
  },
];

/** Turns a display phone number into a tel: link target. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
