import { apiCall, apiLogin, DEMO } from './session';

/** The member the lots are assigned to, as the login answer gives it. */
export interface LotBuyer {
  user: { _id: string };
  token: string;
}

/**
 * A live forward event of `lots` lots set up through the admin API (no transaction password, so the
 * tests of size and speed are about size and speed), with `buyer` assigned to every lot and the
 * event's terms accepted. Lot i starts at ₹20,000 + i × 100 and closes 120 + i minutes from now.
 */
export async function createManyLotEvent(
  url: string,
  opts: { lots: number; auctionName: string; buyer: LotBuyer; lotName?: (i: number) => string },
): Promise<string> {
  const { lots, buyer } = opts;
  const lotName = opts.lotName ?? ((i: number) => `Lot ${i} HMS 1&2 melting scrap`);
  const admin = await apiLogin(url, DEMO.admin);
  const at = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  const event = await apiCall<{ data: { _id: string } }>(
    url,
    'admin/createEvent',
    {
      auctionType: 'Forward Auction',
      auctionBehaviour: 'Normal Auction',
      onBehalfOf: 'Bokaro Steel Plant',
      auctionName: opts.auctionName,
      titleName: 'Forward e-auction of dismantled plant and machinery',
      autoExtension: '3 Minute',
      inspectionDate: '2030-01-15',
      address: 'Bokaro Steel City, Jharkhand 827001',
      totalLots: lots,
      termCondition: 'Bids cannot be withdrawn.',
      requireTransactionPassword: false,
      eventStart: at(-5),
      eventEnd: at(180),
    },
    admin.token,
  );
  const eventId = event.data._id;
  for (let i = 1; i <= lots; i++) {
    const sub = await apiCall<{ data: { _id: string } }>(
      url,
      `admin/addSubEvent/${eventId}`,
      {
        name: lotName(i),
        location: 'Bokaro',
        subEventType: 'forward',
        quantityOrTypesOfTrunk: String(10 + i),
        unit: 'MT',
        rule: 'Highest bid wins',
        serialNo: i,
        startValue: 20_000 + i * 100,
        incrementOrDecrement: 100,
        eventStartsOn: at(-5),
        eventEndsOn: at(120 + i),
        specification: 'As is where is',
      },
      admin.token,
    );
    await apiCall(
      url,
      `admin/updateSubEvent/${eventId}/${sub.data._id}`,
      { registeredBuyers: [buyer.user._id] },
      admin.token,
      'PUT',
    );
  }
  await apiCall(url, 'general/termAccept', { eventId }, buyer.token);
  return eventId;
}
