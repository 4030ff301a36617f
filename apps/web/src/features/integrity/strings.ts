/**
 * The English of the integrity desk (API.md "Integrity desk"). Every key needs its Hindi in
 * strings-hi.ts (a type error otherwise); the e2e tests read these texts.
 */
export const integrityEn = {
  integrity: {
    title: 'Integrity desk',
    intro:
      'Signs of bid rigging or shill bidding on this lot, each with what it rests on. A flag is a reason to look before awarding, not a verdict.',
    ipNote:
      'A shared IP is a flag, never proof: one office or ISP router can serve ten firms. It does not hold up the award on its own.',
    noLot: 'Open the desk from a lot: its link names the lot.',
    loading: 'Loading the desk…',
    none: 'No flag on this lot.',
    flags: 'Flags',
    bidders: 'Bidders',
    members: 'Members',
    bidsConcerned: 'Bids (live seq)',
    identifier: 'Shared value ends',
    rounds: '{{n}} raises by exactly one step in a row',
    lotsInTurn: 'won {{n}} of this owner’s lots in turn',
    neverWon: '{{bids}} bids over {{lots}} closed lots, no win',
    bidCount: 'Bids: {{n}}',
    leading: 'Leading',
    record: 'Member record',
    kind: {
      shared_pan: 'Same PAN',
      shared_gst: 'Same GSTIN',
      shared_phone: 'Same phone',
      shared_address: 'Same address',
      shared_device: 'Same browser (device)',
      shared_ip: 'Same IP address',
      step_shadowing: 'Step shadowing',
      rotation: 'Rotation of wins',
      never_wins: 'Bids, never wins',
    },
  },
} as const;
