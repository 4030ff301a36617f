/**
 * The English of the admin's catalogue: products, lots, auctions and memberships, exactly as SPEC
 * writes them. They load with every screen but the live list and the live room (i18n/en-more.ts), so
 * the room's first load does not carry them. Every key needs its Hindi in strings-hi.ts (a type error
 * otherwise); the e2e tests read these texts.
 */
export const adminCatalogEn = {
  adminCatalog: {
    addAuction: 'Add Auction',
    addAuctionIntro:
      'The older form of an event: one lot, its seller and the registered buyers. Times are in IST.',
    editAuctionForm: 'Edit auction form',
    addAuctionForm: 'Add auction form',
    editing: 'Editing “{{name}}”',
    currencyHint: 'Auctions are in Indian rupees',
    minValueRs: 'Minimum Value (₹)',
    minIncrementRs: 'Minimum Increment (₹)',
    autoExtensionMinutes: 'Auto-extension (minutes)',
    startDate: 'Start Date',
    endDate: 'End Date',
    resultStartDate: 'Result Start Date',
    resultEndDate: 'Result End Date',
    mappedLot: 'Mapped Lot',
    registeredBuyers: 'Registered Buyers',
    updateAuction: 'Update Auction',
    whichAuctions: 'Which auctions',
    minValue: 'Min Value',
    minIncrement: 'Min Increment',
    membership: 'Membership',
    membershipIntro:
      'Demo plans. The membership fee is valid for one year from registration or renewal and is non-refundable (terms); nothing is saved from this page.',
    months: '{{n}} months',
    validFor: 'Valid for {{n}} months',
    perkBid: 'Bid in live auctions',
    perkCatalogue: 'Download auction catalogues',
    choosePlan: 'Choose {{name}}',
    choosePlanOf: 'Choose {{name}} plan',
    addLot: 'Add Lot',
    addLotIntro: 'A lot is what a seller offers: its description, quantity and unit.',
    addLotForm: 'Add lot form',
    lotName: 'Lot Name',
    loadingSellers: 'Loading sellers…',
    chooseSeller: 'Choose a seller',
    noSellers: 'No sellers found',
    quantity: 'Quantity',
    unitPlaceholder: 'MT, Kg, Nos',
    lots: 'Lots',
    addProduct: 'Add Product',
    addProductIntro: 'Products members trade in. Registration offers these as product choices.',
    addProductForm: 'Add product form',
    productName: 'Product Name',
    productPlaceholder: 'e.g. HMS 1&2 Scrap',
    products: 'Products',
  },
} as const;
