import type { Db } from '../../db/client';
import { checkChainInDb } from '../bidding/chain-sql';
import { listEventsAndSubEvents } from '../events/event-queries';
import { subEventLabel } from './report';

/** The verdict on every lot's bid chain: how many lots and bids were checked, and which lots fail. */
export interface AllChainsCheck {
  lots: number;
  bids: number;
  /** One line per lot whose chain breaks or whose recorded head is not its last bid. */
  problems: string[];
}

/**
 * Checks the hash chain of every sub-event in the database (the same check the bid log report
 * prints, made in SQL): each bid links to the previous one, its hash matches its fields, and the
 * sub-event's recorded chain head is among its bids. Used after a restore.
 */
export async function checkAllChains(db: Db): Promise<AllChainsCheck> {
  const { subEvents } = await listEventsAndSubEvents(db);
  const result: AllChainsCheck = { lots: 0, bids: 0, problems: [] };
  for (const se of subEvents) {
    const c = await checkChainInDb(db, se.id, se.lastBidHash);
    result.lots++;
    result.bids += c.count;
    if (c.firstBreak) {
      result.problems.push(
        `${subEventLabel(se)}: the chain breaks at bid ${c.firstBreak.n} (seq ${c.firstBreak.seq}, ${c.firstBreak.reason})`,
      );
    } else if (c.count > 0 && se.lastBidHash !== '' && c.headAt !== c.count) {
      result.problems.push(`${subEventLabel(se)}: the recorded last bid is not the chain's last bid`);
    }
  }
  return result;
}
