/**
 * The English of the public pages: contact, about us, the bidding process, the auction documents and
 * the terms, exactly as SPEC writes them. They load with every screen but the live list and the live
 * room (i18n/en-more.ts), so the room's first load does not carry them. Every key needs its Hindi in
 * strings-hi.ts (a type error otherwise); the e2e tests read these texts.
 */
export const publicPagesEn = {
  contact: {
    title: 'Contact',
    introBefore:
      'Want to sell scrap or surplus assets, take part in an auction, or ask about membership? Send us your enquiry and our auction desk will get back to you. For office addresses and phone numbers, see',
    contactUs: 'Contact Us',
    introAfter: '.',
    usIntro:
      'Visit or call our offices during working hours, or send an enquiry with the form below and we will reply by e-mail.',
    sendEnquiry: 'Send us an enquiry',
    address: 'Address',
    mobile: 'Mobile',
    email: 'E-mail',
    hours: 'Working hours',
    form: 'Enquiry form',
    name: 'Full Name',
    namePlaceholder: 'Your full name',
    emailLabel: 'Email',
    subject: 'Subject',
    subjectPlaceholder: 'For example: Selling 500 MT HMS scrap',
    message: 'Message',
    messagePlaceholder: 'Tell us about the material, quantity, location or your question',
    submit: 'Submit',
  },
  about: {
    title: 'About Neelami',
    meaning:
      'means "auction". It is the word heard in every mandi and scrap market in India, and the idea behind our platform: an open sale in which the best offer wins.',
    p1: 'Neelami is an online e-auction platform for scrap, metals and industrial assets. Steel plants, power utilities, public sector undertakings and manufacturers use it to sell ferrous and non-ferrous scrap, secondary steel, used machinery, transformers, cables and e-waste to registered traders and recyclers. Buyers use it to take part in those sales from anywhere in the country, and plants use reverse auctions to procure raw material at competitive prices.',
    p2: "Our role is that of a third-party facilitator. We verify members, publish events, run the live auction room, and produce a complete record of every bid. The seller alone decides whether to accept the winning bid, and payment and lifting take place directly between seller and buyer under the event's terms.",
    valuesHeading: 'What we stand for',
    neutralTitle: 'Neutral by design',
    neutralText:
      'We never buy or sell on our own account. Sellers decide, buyers compete, and we keep the process fair.',
    verifiedTitle: 'Verified participants',
    verifiedText:
      'Every member is checked against PAN, GST and company documents before taking part in an event.',
    openTitle: 'Open to all of India',
    openText:
      'A trader in Ludhiana and a recycler in Chennai see the same lot, the same rules and the same clock.',
    peopleTitle: 'People behind the platform',
    peopleText:
      'Our auction desk answers calls during working hours and supports sellers from listing to lifting.',
    moreHeading: 'Learn more',
    profileTitle: 'Company profile',
    profileText: 'Vision, services, products and benefits',
    processTitle: 'Bidding process',
    processText: 'How an auction works, step by step',
    termsTitle: 'Terms and conditions',
    termsText: 'The rules every participant agrees to',
    contactTitle: 'Contact us',
    contactText: 'Our offices, working hours and enquiry form',
  },
  bidProcess: {
    title: 'Bidding Process',
    intro:
      'From registration to lifting the material: how an e-auction on Neelami works for a buyer, step by step.',
    step: 'Step {{n}}: {{title}}',
    s1Title: 'Register and complete KYC',
    s1Body:
      'Fill in the registration form as an individual or an organisation and choose your role (buyer, seller or guest) and the products you deal in. Keep these ready:',
    s1Item1: 'PAN (10 characters) and GSTIN (15 characters); your state is picked up from the GSTIN',
    s1Item2: 'Registered address with 6-digit PIN, contact person, mobile number and e-mail',
    s1Item3:
      "Documents as PDF, JPEG, PNG, GIF or WebP: PAN card, GST certificate, incorporation documents and a cancelled cheque in the bidder's own name",
    s2Title: 'Verification by the Neelami team',
    s2Body:
      'Our team checks your PAN, GST and documents. Once your account is marked verified and your membership fee is paid, you can log in and see the events open to you. We may call you if anything needs clarification.',
    s3Title: 'Choose an event, study the catalogue and inspect',
    s3Body:
      "Paid members can download the auction catalogue with lot descriptions, quantities, start values, increments and inspection dates. Inspect the material at the seller's premises during the inspection window; everything is sold as is, where is.",
    s4Title: 'Deposit EMD and get assigned to lots',
    s4Body:
      'Deposit the earnest money required by the event (directly or through Smart Pay). The admin then assigns you to the lots (sub-events) you are cleared for. You can bid only on lots you are assigned to.',
    s5Title: 'Accept the event terms',
    s5Body:
      'When the event goes live, open **Live Auctions** and click **Auctions** on the event. Read the terms shown in the pop-up, tick the checkbox and click **Accept**. Your acceptance is recorded and the live room opens. A transaction password is needed to enter the auction room.',
    s6Title: 'Bid in the live room',
    s6Body:
      'Each lot shows its start value, step, the leading bid, your rank and a countdown in hours, minutes and seconds. The amount box is pre-filled with the leading bid plus one step (minus one step in a reverse auction); change it if you wish, using digits only, and place the bid. You will see _Bid Placed!_ when the server accepts it. Bids cannot be withdrawn.',
    s7Title: 'Or let auto bid work for you',
    s7Body:
      'Enter your ceiling (a floor in a reverse auction). Whenever someone outbids you, the system bids the leading amount plus one increment on your behalf, never beyond your limit. The ceiling must be at least two increments away from the prevailing bid, and a manual bid equal to an auto bid prevails.',
    s8Title: 'Countdown and automatic extension',
    s8Body:
      'A new leading bid in the last three minutes extends the closing time by three minutes, as often as needed. When the countdown reaches zero the lot shows _Auction Over. Thank you for participation._',
    s9Title: 'Results and seller authorisation',
    s9Body:
      'The highest bidder (lowest in a reverse auction) is ranked first, but only the seller decides whether to authorise the sale. The seller may accept, reject or cancel any bid and informs the successful bidder by e-mail or SMS.',
    s10Title: 'Payment and lifting',
    s10Body:
      "Pay the sale value with GST and TCS to the seller within the time in the sale confirmation. The seller then issues a delivery order; lift the material with your own vehicles and labour within the lifting period, after weighment at the seller's weighbridge.",
    exampleTitle: 'Auto bid: a worked example',
    exampleIntro:
      'A forward auction for HMS 1&2 melting scrap, priced per metric tonne, with an increment of {{step}}.',
    situation: 'Situation',
    amountPerMt: 'Amount per MT',
    rowLeading: 'Prevailing highest bid (by another bidder)',
    rowCeiling: 'Lowest auto bid ceiling you may set (two increments above)',
    rowAuto: 'Bid the system places for you at once (one increment above)',
    rowManual: 'Another bidder bids {{amount}} manually',
    rowManualResult: 'Equal to your ceiling: the manual bid prevails and your auto bid stops',
    beforeTitle: 'Before the event',
    beforeText:
      'Check that your membership is active, your documents are verified and your EMD is in place. Test your login and transaction password a day ahead.',
    duringTitle: 'During the event',
    duringText:
      'Use one device and one login; multiple logins from the same IP address are not allowed. Watch the flash messages from the auction desk at the top of the room.',
    afterTitle: 'After the event',
    afterText:
      "Wait for the seller's authorisation by e-mail or SMS, then pay and lift within the stated period to avoid forfeiture of your EMD.",
    guestsTitle: 'Guests and clients',
    guestsText:
      'Guest and client accounts can watch the live room, with the top three bids as Rank 1, 2 and 3 and the time left, but cannot bid.',
    register: 'Register now',
    readBefore: 'Read the full ',
    readLink: 'terms and conditions',
    readAfter: '.',
  },
  auctionDocs: {
    title: 'Auction Documents',
    intro:
      'Catalogues, specifications and event terms for recent and forthcoming auctions. Open a row to see the lot summary; the full catalogue can be downloaded by paid members after login.',
    caption: 'Sample listings shown for illustration. All times are IST.',
    company: 'Company Name',
    date: 'Auction Date',
    action: 'Action',
    upcoming: 'Upcoming',
    closed: 'Closed',
    view: 'View Detail',
    details: 'Auction details',
    location: 'Location',
    auctionDate: 'Auction date',
    auctionType: 'Auction type',
    forward: 'Forward Auction',
    reverse: 'Reverse Auction',
    material: 'Material',
    quantity: 'Estimated quantity',
    emd: 'EMD',
    inspection: 'Inspection',
    documents: 'Documents',
    note: 'Only paid members can download the auction catalogue. Quantities are estimates; material is sold as is, where is.',
    login: 'Log in to download',
  },
  termsPage: {
    title: 'Terms and Conditions',
    lastUpdated: 'Last updated: {{date}}',
    intro:
      'These Terms govern registration on {{brand}} and participation in every e-auction conducted on it. By registering, entering an auction room or placing a bid you agree to be bound by them, together with the Event Terms published for each event. Please read them carefully before you bid.',
    glance: 'Key bidding rules at a glance',
    rule1: 'A new leading bid in the last 3 minutes extends the closing time by 3 minutes.',
    rule2: 'Bids cannot be withdrawn once placed.',
    rule3:
      'An auto bid cannot be set below two increments (or decrements) from the prevailing highest (or lowest) bid.',
    rule4: 'A transaction password is needed to enter the auction room.',
    rule5: 'Multiple logins from the same IP address during an auction are not permitted.',
    sections: 'Sections of the terms',
    contents: 'Contents',
    questions: 'Questions about these Terms? Write to ',
    orUse: ' or use the ',
    contactUs: 'Contact Us',
    page: ' page. The step-by-step ',
    bidProcess: 'bidding process',
    explains: ' explains how these rules work in the auction room.',
  },
  verify: {
    title: 'Verify bid receipts',
    intro:
      "After a lot closes, its chain of bid digests is public: no amounts, no names. Choose the receipts file the live room saved for you; this page checks, in your browser, that each of your bids is in the lot's chain and that the chain is intact up to its head.",
    file: 'Receipts file',
    fileHint: 'The JSON file from "Download my receipts" in the live room.',
    lot: 'Lot',
    lotHint: 'Filled in from the file; change it to check the receipts against another lot.',
    check: 'Verify',
    head: 'Chain head:',
    receiptAt: 'Bid at update {{seq}}',
    allIncluded: 'All {{count}} receipts: included, and the log is intact up to its head.',
    someFailed: '{{failed}} of {{count}} receipts failed.',
    included: 'Included, and the log is intact up to its head.',
    foreign_lot: 'This receipt is from a different lot.',
    altered: "This receipt does not match the lot's chain: its digest or update number was changed.",
    chainBrokenAt:
      "The lot's chain does not hold together: its entry at update {{seq}} was changed, removed or added.",
    chainBrokenHead: "The lot's chain does not reach its head: entries at its end were removed or changed.",
    not_found: "This receipt is not in the lot's chain.",
    badFile: 'This is not a receipts file. Choose the file the live room saved.',
    noReceipts: 'The file holds no receipts.',
    noLot: 'Enter the lot, or choose a receipts file that names it.',
  },
} as const;
