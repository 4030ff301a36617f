/**
 * The English of the company profile page, exactly as SPEC writes them. They load with every screen but
 * the live list and the live room (i18n/en-more.ts), so the room's first load does not carry them.
 * Every key needs its Hindi in company-profile-strings-hi.ts (a type error otherwise); the e2e tests
 * read these texts.
 */
export const companyProfileEn = {
  companyProfile: {
    title: 'Company Profile',
    intro:
      "Neelami is an online e-auction service provider for India's scrap, metal and industrial-asset trade.",
    whoHeading: 'Who we are',
    who1: 'Every steel plant, power station and factory generates scrap, surplus stock and retired equipment. For decades most of it was sold through closed tenders or to a handful of local contractors, and sellers rarely knew whether they had got the right price. Neelami brings that trade online.',
    who2: 'On our platform a seller lists its material as lots, sets the start value, step and schedule, and invites registered buyers to bid in a live, time-bound auction. Buyers across the country see the same information, compete under the same rules and know their rank at every moment. When the auction closes the seller receives a complete record of every bid.',
    who3: 'We act only as a neutral facilitator. We do not buy or sell material, and we have no stake in who wins a lot. Our job is to run a fair, secure and well-documented auction for both sides.',
    visionTitle: 'Our vision',
    vision:
      "To be India's most trusted marketplace for industrial surplus, where every tonne of scrap and every retired asset finds its best use and its fair price, and goes back into the circular economy.",
    missionTitle: 'Our mission',
    mission:
      'To give sellers of every size, from a single foundry to a public sector undertaking, the same transparent, auditable auction process, and to give verified buyers equal access to the material they need.',
    servicesHeading: 'Services',
    productsHeading: 'Products we auction',
    productsIntro:
      'Scrap and fresh products alike: if it can be weighed, counted or listed, it can be auctioned.',
    benefitsHeading: 'Benefits',
    forSellers: 'For sellers',
    forBuyers: 'For buyers',
    hostingTitle: 'E-auction hosting',
    hostingText:
      'Forward, reverse and timed auctions, run lot by lot in a live room with rank display, auto bid and automatic extension.',
    catalogueTitle: 'Catalogue and lot preparation',
    catalogueText:
      'We help sellers split material into sensible lots, write clear specifications and fix start values and increments.',
    onboardingTitle: 'Buyer onboarding and KYC',
    onboardingText:
      'Registration, PAN and GST checks, document verification and membership management for every participant.',
    inspectionTitle: 'Inspection coordination',
    inspectionText:
      'Inspection windows, site access and safety briefings arranged with the seller before each event.',
    reportsTitle: 'Reports and audit trail',
    reportsText:
      'Bid logs, rank-wise and participation reports and term-acceptance records for internal audit and vigilance.',
    afterTitle: 'Post-auction support',
    afterText:
      'Communication of results, follow-up on payment and coordination of delivery orders and lifting.',
    ferrousTitle: 'Ferrous scrap',
    ferrous: {
      i1: 'HMS 1&2 (80:20) melting scrap',
      i2: 'Shredded scrap and bundles',
      i3: 'CRCA and HR sheet cuttings',
      i4: 'Turnings and borings',
      i5: 'Cast iron and rail scrap',
      i6: 'Mill scale and skull scrap',
    },
    nonFerrousTitle: 'Non-ferrous metals',
    nonFerrous: {
      i1: 'Copper: millberry, birch/cliff, cathode cuttings',
      i2: 'Aluminium: extrusion, die-cast, UBC, wire',
      i3: 'Brass: honey and yellow brass',
      i4: 'Zinc dross and ash',
      i5: 'Lead and battery plates',
      i6: 'Stainless steel 304 and 316',
    },
    steelTitle: 'Fresh and secondary steel',
    steel: {
      i1: 'HR and CR coils, prime and secondary',
      i2: 'Plates and structurals',
      i3: 'Billets, blooms and ingots',
      i4: 'TMT bars and wire rods',
      i5: 'Pig iron and sponge iron',
    },
    machineryTitle: 'Used machinery and equipment',
    machinery: {
      i1: 'CNC and conventional machine tools',
      i2: 'Cranes, hoists and material handling',
      i3: 'DG sets, compressors and pumps',
      i4: 'Complete plant and line dismantling',
    },
    electricalTitle: 'Electrical assets',
    electrical: {
      i1: 'Power and distribution transformers',
      i2: 'LT and HT cables',
      i3: 'Motors, switchgear and panels',
      i4: 'Energy meters and conductors',
    },
    ewasteTitle: 'E-waste and by-products',
    ewaste: {
      i1: 'IT and office e-waste',
      i2: 'Coal fines and washery middlings',
      i3: 'Slag and fly ash',
      i4: 'Used oil, drums and packaging',
    },
    sellerBenefits: {
      i1: 'Best price through open competition among verified buyers',
      i2: 'Wider reach across states, beyond the usual local traders',
      i3: 'Transparent, auditable process for PSU and corporate vigilance',
      i4: 'Seller alone authorises the winning bid',
      i5: 'Faster disposal and freed-up yard space',
    },
    buyerBenefits: {
      i1: 'Access to material from steel plants, PSUs and factories across India',
      i2: 'Bid from your office, with auto bid working up to your limit',
      i3: 'Clear lot specifications, inspection windows and terms up front',
      i4: 'Fair closing: last-minute bids extend the lot by three minutes',
      i5: 'Same rules for every participant, with your rank shown live',
    },
  },
} as const;
