/**
 * Messages of tender then auction (API.md "Multi-unit (Yankee) lots and tender-then-auction"), in
 * a module of their own so the tender screen shows them without the schemas. The engine's own
 * refusals (packages/engine tenders.ts) use the same English, so one Hindi serves both.
 */
export const tenderMessages = {
  onlyForTenderLot: 'Tender dates apply only to a tender-then-auction lot.',
  windowRequired: 'A tender-then-auction lot needs the tender window: when it opens and when it closes.',
  windowOrder: 'The tender window must open before it closes.',
  beforeAuction: 'The tender window must close before the auction starts.',
  notOpen: 'The tender window has not opened yet.',
  closed: 'The tender window has closed.',
  notReplacement: 'You already hold a tender; a new one must name the one it replaces.',
  nothingToReplace: 'There is no tender of yours to replace.',
  invalidAmount: 'The tender must be a whole amount of more than zero.',
  notTenderLot: 'This lot does not take tenders.',
  sealed: 'Your tender is sealed.',
  replaced: 'Your tender is replaced and sealed.',
  notQualified: 'Only members who tendered at or beyond the start value may bid in this auction.',
  notOpenedYet: 'The tenders of this lot open when the tender window closes.',
  formatLocked: 'This lot already has tenders: its sale format and tender window can no longer change.',
} as const;

/** Hindi beside the English (message-catalogue.ts registers the pair). */
export const tenderHi: { readonly [K in keyof typeof tenderMessages]: string } = {
  onlyForTenderLot: 'निविदा की तारीख़ें सिर्फ़ निविदा-फिर-नीलामी वाले लॉट के लिए हैं।',
  windowRequired: 'निविदा-फिर-नीलामी वाले लॉट के लिए निविदा अवधि चाहिए: कब खुलेगी और कब बंद होगी।',
  windowOrder: 'निविदा अवधि बंद होने से पहले खुलनी चाहिए।',
  beforeAuction: 'निविदा अवधि नीलामी शुरू होने से पहले बंद होनी चाहिए।',
  notOpen: 'निविदा अवधि अभी खुली नहीं है।',
  closed: 'निविदा अवधि बंद हो चुकी है।',
  notReplacement: 'आपकी एक निविदा पहले से है; नई निविदा में बताना होगा कि वह किसकी जगह ले रही है।',
  nothingToReplace: 'आपकी कोई निविदा नहीं है जिसकी जगह यह ले सके।',
  invalidAmount: 'निविदा शून्य से ज़्यादा पूरी राशि होनी चाहिए।',
  notTenderLot: 'यह लॉट निविदाएँ नहीं लेता।',
  sealed: 'आपकी निविदा सीलबंद है।',
  replaced: 'आपकी निविदा बदली गई और सीलबंद है।',
  notQualified: 'इस नीलामी में सिर्फ़ वही सदस्य बोली लगा सकते हैं जिनकी निविदा शुरुआती मूल्य तक पहुँची थी।',
  notOpenedYet: 'इस लॉट की निविदाएँ निविदा अवधि बंद होने पर खुलती हैं।',
  formatLocked: 'इस लॉट पर निविदाएँ आ चुकी हैं: अब इसका बिक्री का तरीक़ा और निविदा अवधि नहीं बदली जा सकती।',
};
