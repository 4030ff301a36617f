/**
 * What the owner's authorisation of the winner hands on to the sale (API.md "After the award"):
 * the sales module sits above bidding, so app.ts passes its functions in here. `awarded` runs in
 * the authorisation's transaction, so an authorised winner always has its sale; `letterSale` gives
 * the letter of acceptance the sale's figures.
 */
import type { Language } from '@neelami/shared/language';
import type { Db } from '../../db/client';
import type { LetterSale } from '../documents/letter-of-acceptance';
import type { StoredNotification } from '../notifications/raise';

export interface AwardOfWinner {
  subEventId: string;
  bidId: string;
  buyerId: string;
  /** The winning bid, paise. */
  amount: number;
  by: string;
  at: Date;
}

/** The sale an authorisation made. */
export interface AwardedSale {
  saleId: string;
  /** The EMD covered the total: the sale was paid at once and its delivery order issued. */
  deliveryOrderIssued: boolean;
  /** The alerts the sale raised in the transaction (its delivery order's), published after it. */
  alerts: StoredNotification[];
}

export interface AwardHooks {
  awarded(tx: Db, award: AwardOfWinner): Promise<AwardedSale>;
  /** After the commit: sends the delivery order a sale paid at once was issued (never throws). */
  deliveryOrderIssued(saleId: string): Promise<void>;
  /** The sale's rows in the winner's language (English when not given). */
  letterSale(db: Db, subEventId: string, language?: Language): Promise<LetterSale | null>;
}
