import { company } from './company-info';

// SPEC §1, §5, §6 and §9: the terms-and-conditions rules the product enforces are all stated here.
// Each clause is plain text; sub-items render as a lettered list under their clause.

/** One numbered clause of the terms, with optional lettered sub-items. */
export interface TermsClause {
  text: string;
  items?: string[];
}

/** One numbered section of the terms. */
export interface TermsSection {
  id: string;
  title: string;
  clauses: TermsClause[];
}

export const termsLastUpdated = '1 November 2026';

export const termsSections: TermsSection[] = [
  {
    id: 'definitions',
    title: 'Definitions and interpretation',
    clauses: [
      {
        text: 'In these Terms, unless the context requires otherwise:',
        items: [
          '"Service Provider", "Neelami", "we" or "us" means the operator of this e-auction platform, acting only as a facilitator of online auctions.',
          '"Seller" means the steel plant, factory, public sector undertaking, company, firm or individual that offers material or assets for sale, or, in a reverse auction, the buyer that invites offers.',
          '"Bidder" or "Buyer" means a registered and verified member who is permitted to place bids in an event.',
          '"Event" means an auction announced on the platform, and "Lot" or "Sub-event" means an item or group of items within an event on which bids are placed separately.',
          '"Forward Auction" means an auction in which bids increase and the highest bid ranks first (H1); "Reverse Auction" means an auction in which bids decrease and the lowest bid ranks first (L1).',
          '"Increment" or "Decrement" means the minimum step by which a new bid must improve on the prevailing bid in a lot, as published for that lot.',
          '"EMD" means the earnest money deposit required to participate in an event or lot.',
          '"Event Terms" means the special terms and conditions published by the Seller for a particular event.',
        ],
      },
      {
        text: 'Headings are for convenience only. Words in the singular include the plural and vice versa. References to a statute include its amendments and any re-enactment.',
      },
      {
        text: 'If these Terms conflict with the Event Terms of a particular event, the Event Terms prevail for that event, except for the clauses on the role of the Service Provider, limitation of liability and jurisdiction, which always apply.',
      },
    ],
  },
  {
    id: 'role',
    title: 'Role of the Service Provider',
    clauses: [
      {
        text: 'The Service Provider only provides the online platform on which Sellers and Bidders meet. It is a neutral facilitator and is not a party to any contract of sale, supply or service between a Seller and a Bidder.',
      },
      {
        text: 'The Service Provider does not own, hold, inspect, certify, weigh, store or deliver any material offered in an event, and gives no warranty as to its quantity, quality, composition, condition, title, fitness for purpose or value.',
      },
      {
        text: 'Descriptions, photographs, quantities and specifications of lots are supplied by the Seller. Bidders must rely on their own inspection and judgement.',
      },
      {
        text: 'The Service Provider does not guarantee that any lot will be sold, that any bid will be accepted, or that any Seller or Bidder will perform its obligations.',
      },
    ],
  },
  {
    id: 'registration',
    title: 'Eligibility, registration and KYC',
    clauses: [
      {
        text: 'Only individuals who are at least 18 years old and competent to contract under the Indian Contract Act, 1872, and duly constituted companies, firms, LLPs, trusts, societies and government bodies, may register.',
      },
      {
        text: 'A member must register with accurate and complete details and keep them up to date. Registration requires, at a minimum:',
        items: [
          'the Permanent Account Number (PAN), 10 characters, of the individual or entity;',
          'the Goods and Services Tax Identification Number (GSTIN), 15 characters, where the member is registered under GST;',
          'the registered address, contact person, designation, mobile number and e-mail address;',
          'supporting documents such as the certificate of incorporation or partnership deed, GST registration certificate, PAN card and, where the material requires it, pollution control or recycler authorisation.',
        ],
      },
      {
        text: 'A bank cheque (cancelled cheque) must be uploaded as proof of the bank account. The upload must be in JPG, PNG, GIF or PDF format, and the name printed on the cheque must match the name of the registered bidder. Cheques in any other name will not be accepted.',
      },
      {
        text: 'Registration is complete only when the Service Provider has verified the documents. The Service Provider may ask for further documents, and may refuse, suspend or cancel any registration at its discretion, including where information is incomplete, false or cannot be verified.',
      },
      {
        text: 'A member may hold only one account. Accounts are not transferable, and a member is responsible for every act done through its account.',
      },
    ],
  },
  {
    id: 'membership',
    title: 'Membership and fees',
    clauses: [
      {
        text: 'Participation in events requires a paid membership of the category chosen at registration. The membership fee, plus applicable GST, is payable in advance.',
      },
      {
        text: 'The membership fee is valid for one year from the date of registration or, for a renewal, from the date of renewal. The membership fee is non-refundable, whether or not the member takes part in any event during the year.',
      },
      {
        text: 'Only paid members can download the auction catalogue of an event. Visitors and members whose membership has lapsed may see the event summary but not the catalogue.',
      },
      {
        text: 'The Service Provider may revise membership categories and fees from time to time. Revised fees apply from the next renewal.',
      },
    ],
  },
  {
    id: 'emd',
    title: 'Earnest money deposit (EMD) and Smart Pay',
    clauses: [
      {
        text: 'A Bidder must deposit the EMD specified in the Event Terms, in the manner and by the time specified there, before being assigned to the lots of that event.',
      },
      {
        text: 'The EMD of an unsuccessful Bidder is returned after the result of the event is declared, without interest. The EMD of a successful Bidder is adjusted against the sale price or held as security until lifting is complete, as the Event Terms provide.',
      },
      {
        text: 'Where a Bidder uses the Smart Pay facility for EMD and payments, Smart Pay usage charges apply. Smart Pay usage charges depend on the number of lots for which the Bidder participates, are non-refundable, and are payable in addition to, and on top of, the earnest money deposit (EMD). They are not adjusted against the EMD or the sale price.',
      },
      {
        text: 'The EMD is liable to be forfeited in the cases listed in the section on default and forfeiture.',
      },
    ],
  },
  {
    id: 'account-security',
    title: 'Account security, login and transaction password',
    clauses: [
      {
        text: 'Each member receives a user ID and sets a login password. To enter the auction room, a member must additionally use a transaction password. The transaction password must be kept confidential and must not be shared with any employee, agent or third party.',
      },
      {
        text: 'Multiple logins from the same IP address during an auction are not permitted. The Service Provider may block simultaneous sessions from one IP address, and bids from such sessions may be treated as collusive and cancelled.',
      },
      {
        text: 'The member is responsible for all bids placed with its user ID and transaction password, whether or not they were authorised by it. The member must inform the Service Provider at once if it suspects that its credentials have been compromised.',
      },
      {
        text: "Members must use a reliable internet connection and an up-to-date browser. Failure of the member's own computer, network or power supply is not a ground for cancelling or re-running an auction.",
      },
    ],
  },
  {
    id: 'catalogue-inspection',
    title: 'Auction catalogue and inspection',
    clauses: [
      {
        text: 'The auction catalogue describes each lot, its location, approximate quantity, unit, start value, increment or decrement, inspection dates and event timings. Quantities are estimates unless stated to be weighed quantities.',
      },
      {
        text: "Bidders are advised to inspect the material during the inspection period published in the catalogue, at their own cost and risk, and to follow the safety rules of the Seller's premises, including wearing personal protective equipment.",
      },
      {
        text: 'All material is sold on an "as is, where is" and "no complaint" basis. No claim for shortage, quality, mixed material, rust, moisture or foreign matter will be entertained once a bid has been placed, whether or not the Bidder inspected the lot.',
      },
    ],
  },
  {
    id: 'conduct',
    title: 'Conduct of the e-auction',
    clauses: [
      {
        text: 'Each lot opens at its published start value and closes at its published end time, subject to automatic extension. The server clock of the platform, in Indian Standard Time (IST), is the only reference for all timings.',
      },
      {
        text: 'Before entering the auction room of an event, a Bidder must read and accept the Event Terms by ticking the acceptance box. The record of acceptance kept by the platform is conclusive.',
      },
      {
        text: 'A Bidder can bid only in the lots to which it has been assigned. Guests and clients may watch the top three bids and the time left but cannot bid.',
      },
      {
        text: 'In a forward auction every new bid must be higher than the prevailing highest bid by at least one increment. In a reverse auction every new bid must be lower than the prevailing lowest bid by at least one decrement. Bids that do not meet this rule are rejected by the system.',
      },
      {
        text: 'The Service Provider may, on the instruction of the Seller or for technical reasons, postpone, pause, extend, withdraw or cancel an event or a lot, or change its end time, and will inform participants through a flash message in the auction room, e-mail or SMS.',
      },
    ],
  },
  {
    id: 'bids',
    title: 'Bids are binding',
    clauses: [
      {
        text: 'Every bid is an irrevocable offer to buy (or, in a reverse auction, to supply) the whole lot at the amount bid, on the Event Terms.',
      },
      {
        text: 'Bids cannot be withdrawn, cancelled or modified once placed, including bids placed by mistake or typing error. Bidders should check the amount, the unit (per MT, per kg, per lot) and the lot before confirming.',
      },
      {
        text: 'Where two bids of the same amount are received, the bid received earlier by the server ranks higher, subject to the rule on auto bids below.',
      },
    ],
  },
  {
    id: 'auto-bid',
    title: 'Auto bid',
    clauses: [
      {
        text: 'A Bidder may set an auto bid for a lot: a maximum amount (ceiling) in a forward auction or a minimum amount (floor) in a reverse auction. Whenever another bidder takes the lead, the system places a bid for the auto bidder equal to the prevailing bid plus one increment (or minus one decrement), up to the ceiling or down to the floor.',
      },
      {
        text: 'An auto bid cannot be set below two increments above the prevailing highest bid in a forward auction, or less than two decrements below the prevailing lowest bid in a reverse auction. For example, if the highest bid is ₹32,500 per MT and the increment is ₹100, the auto bid ceiling must be at least ₹32,700.',
      },
      {
        text: 'Where a manual bid equals an auto bid, the manual bid prevails and ranks ahead of the auto bid.',
      },
      {
        text: "Bids placed by the auto bid facility are the Bidder's own bids and are binding in the same way as manual bids. An auto bid is never placed beyond the ceiling or floor set by the Bidder.",
      },
    ],
  },
  {
    id: 'extension',
    title: 'Automatic extension of closing time',
    clauses: [
      {
        text: 'If a new leading bid (H1 in a forward auction, L1 in a reverse auction) is received in the last 3 (three) minutes before the closing time of a lot, the closing time of that lot is automatically extended by 3 (three) minutes from the time of that bid.',
      },
      {
        text: 'Extensions continue for as long as new leading bids are received in the last three minutes. The lot closes when three minutes pass without a new leading bid.',
      },
      {
        text: 'The Event Terms may specify a different extension period for a particular event. The countdown shown in the auction room always reflects the current closing time.',
      },
    ],
  },
  {
    id: 'results',
    title: 'Results and seller authorisation',
    clauses: [
      {
        text: 'Being the highest (or lowest) bidder at the close of a lot does not by itself create a contract. The result is subject to acceptance by the Seller.',
      },
      {
        text: 'Only the Seller authorises or declines the highest bidder, and the Seller alone may accept, reject or cancel any bid, including the highest bid, without giving reasons. The Service Provider has no say in this decision.',
      },
      {
        text: "The Seller's decision is communicated to the successful Bidder by e-mail or SMS, usually in the form of a sale confirmation or letter of acceptance stating the quantity, price, taxes, payment schedule and lifting period.",
      },
      {
        text: "The Seller may offer a rejected lot to the next-ranked bidder at the latter's bid amount, re-auction it, or withdraw it, as the Event Terms allow.",
      },
    ],
  },
  {
    id: 'payment-taxes',
    title: 'Payment, GST and TCS',
    clauses: [
      {
        text: 'The successful Bidder must pay the sale price, taxes and other charges directly to the Seller, or as the Seller directs, within the time stated in the sale confirmation. Payments are made only by bank transfer (RTGS/NEFT), demand draft or other banking channel specified by the Seller; cash is not accepted.',
      },
      {
        text: 'Goods and Services Tax (GST) is payable at the rate applicable to the material on the date of invoice, in addition to the bid amount, unless the Event Terms state that the bid is inclusive of taxes. Where reverse charge, tax deduction at source under GST or any other special mechanism applies to the supply, each party is responsible for its own compliance.',
      },
      {
        text: 'Tax collected at source (TCS) under the Income-tax law in force is collected by the Seller on the sale of scrap and other specified goods at the rates prescribed, in addition to GST, unless the Bidder furnishes a valid exemption. The Seller issues the TCS certificate.',
      },
      {
        text: "The Service Provider's own charges (membership fees, Smart Pay usage charges and any service fees) are subject to GST and are payable to the Service Provider, separately from the sale price.",
      },
    ],
  },
  {
    id: 'lifting',
    title: 'Lifting and delivery',
    clauses: [
      {
        text: "The Seller issues a delivery order after receiving full payment. The successful Bidder must lift the material from the Seller's premises within the lifting period in the sale confirmation, using its own labour, vehicles, cranes and equipment, at its own cost and risk.",
      },
      {
        text: "The quantity is determined at the Seller's weighbridge, or by the method the Event Terms specify, and the Seller's weighment is final.",
      },
      {
        text: 'Lifting beyond the permitted period attracts ground rent or storage charges as the Event Terms provide, and after a final notice the Seller may forfeit the EMD and the unlifted material.',
      },
      {
        text: 'The Bidder must comply with all laws that apply to transporting and handling the material, including e-way bills, and, for e-waste, hazardous waste, batteries and used oil, the authorisations and rules issued by the Central or State Pollution Control Board.',
      },
      {
        text: 'Risk in the material passes to the Bidder on the issue of the delivery order. Title passes on full payment and lifting, unless the Event Terms state otherwise.',
      },
    ],
  },
  {
    id: 'default',
    title: 'Default and forfeiture',
    clauses: [
      {
        text: 'If a successful Bidder fails to pay or to lift the material within the time allowed, or withdraws or repudiates its bid, the Seller may cancel the sale and forfeit the EMD and any amount paid, without prejudice to its other remedies.',
      },
      {
        text: 'A defaulting Bidder may be suspended or debarred from future events by the Service Provider, for such period as it decides.',
      },
    ],
  },
  {
    id: 'prohibited',
    title: 'Prohibited conduct',
    clauses: [
      {
        text: 'Members must not:',
        items: [
          'collude, form a cartel or agree with other bidders not to bid or to rig bids;',
          'bid on their own lots, directly or through associates, or place bids intended only to raise or lower the price;',
          'use robots, scripts or any automated means other than the auto bid facility of the platform;',
          "share credentials, log in from the same IP address as another participant during an auction, or try to gain access to another member's account;",
          'interfere with, overload, probe or attempt to disrupt the platform or its security;',
          'post or send false, defamatory or unlawful content through the platform.',
        ],
      },
      {
        text: 'The Service Provider may cancel bids, suspend or terminate accounts and report the matter to the authorities where it believes that any of these has occurred.',
      },
    ],
  },
  {
    id: 'technical',
    title: 'Technical failures',
    clauses: [
      {
        text: 'The Service Provider makes reasonable efforts to keep the platform available and accurate but does not guarantee uninterrupted or error-free operation.',
      },
      {
        text: 'If the platform fails during an auction, the Service Provider may, in consultation with the Seller, extend the lot, resume it from the last valid bid, or cancel and re-run it. Bids recorded by the server before the failure remain valid unless the event is cancelled.',
      },
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy and data protection',
    clauses: [
      {
        text: 'We process personal data in accordance with the Information Technology Act, 2000, the Digital Personal Data Protection Act, 2023 and the rules made under them, and only for registration, verification, conducting events, communication, billing, compliance and fraud prevention.',
      },
      {
        text: 'The name, contact details and bid details of the successful Bidder, and of the other ranked bidders where the Seller requires them, are shared with the Seller of the lot. Bid history is shared with Sellers and authorities as the law requires. We do not sell personal data.',
      },
      {
        text: 'By registering, a member agrees to receive e-mails, SMS and in-app messages about its account and about events. Members may ask us to correct or update their data, or to close their account, subject to the records we must keep under the law.',
      },
      {
        text: 'KYC documents and bid records are kept for as long as needed for the purposes above and for the periods required under tax and other laws.',
      },
    ],
  },
  {
    id: 'ip',
    title: 'Intellectual property',
    clauses: [
      {
        text: 'The platform, its software, design, logos and content belong to the Service Provider or its licensors. Catalogues and reports may be used by members only for their own participation in events and must not be copied, resold or published.',
      },
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of liability and indemnity',
    clauses: [
      {
        text: 'To the extent permitted by law, the Service Provider is not liable for any loss of profit, business, goodwill or data, or for any indirect or consequential loss, arising from the use of the platform, from any event, or from any act or omission of a Seller or Bidder.',
      },
      {
        text: 'The total liability of the Service Provider to a member for any claim is limited to the fees paid by that member to the Service Provider in the twelve months before the claim arose.',
      },
      {
        text: 'Each member indemnifies the Service Provider against claims, penalties and costs arising from its breach of these Terms, of the Event Terms or of the law.',
      },
    ],
  },
  {
    id: 'force-majeure',
    title: 'Force majeure',
    clauses: [
      {
        text: 'No party is liable for delay or failure to perform caused by events beyond its reasonable control, including natural disasters, fire, flood, epidemic, war, riots, strikes, lockouts, government action, failure of power, telecommunication or internet services, or cyber attacks.',
      },
      {
        text: 'During force majeure the Service Provider may suspend, reschedule or cancel any event. Lifting periods are extended by the period of the force majeure where the Seller agrees.',
      },
    ],
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    clauses: [
      {
        text: 'The Service Provider may suspend or terminate a membership for breach of these Terms, default in any event, false information, or on the request of a competent authority. Fees already paid are not refunded on such suspension or termination.',
      },
      {
        text: 'A member may close its account by written request, once all its obligations in pending events have been completed.',
      },
    ],
  },
  {
    id: 'disputes',
    title: 'Disputes, governing law and jurisdiction',
    clauses: [
      {
        text: 'Disputes about the quality, quantity, payment or lifting of material are between the Seller and the Bidder and are to be resolved between them. The Service Provider may, on request, share the records of the event.',
      },
      {
        text: 'Any dispute with the Service Provider shall first be raised with the grievance officer named below. If it is not resolved within thirty days, it shall be referred to a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat and venue of arbitration shall be Rewari, Haryana, and the proceedings shall be in English.',
      },
      {
        text: 'These Terms are governed by the laws of India. Subject to the arbitration clause, the courts at Rewari, Haryana shall have exclusive jurisdiction over all matters arising out of or relating to these Terms, the platform and any event.',
      },
    ],
  },
  {
    id: 'grievance',
    title: 'Grievance officer and notices',
    clauses: [
      {
        text: `In accordance with the Information Technology Act, 2000 and the rules made under it, complaints about the platform or about content on it may be sent to the grievance officer at ${company.grievanceEmail}. Complaints are acknowledged within 24 hours and resolved within 15 days of receipt.`,
      },
      {
        text: 'Notices to a member are sent to the e-mail address or mobile number registered by it and are treated as received when sent.',
      },
    ],
  },
  {
    id: 'general',
    title: 'General',
    clauses: [
      {
        text: 'The Service Provider may amend these Terms at any time by publishing the amended Terms on this page. Amendments apply to events announced after the date of publication. Continuing to use the platform means acceptance of the amended Terms.',
      },
      {
        text: 'If any provision of these Terms is held invalid, the remaining provisions continue in force. A failure or delay in enforcing a provision is not a waiver of it.',
      },
      {
        text: 'These Terms, the Event Terms and the sale confirmation together form the entire agreement on their subject matter and replace all earlier understandings.',
      },
    ],
  },
];
