import type { AuctionEvent, SubEvent } from '@neelami/shared/events';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { EventLots } from './event-lots';
import { LotSearch } from './lot-search';
import { useLotSearch } from './use-lot-search';

/** What the list page draws its table with once the search is in. */
export interface ListOverrides {
  events: AuctionEvent[];
  /** The text for a list left empty by the search (the page's own otherwise). */
  emptyText?: string;
  lots: (event: AuctionEvent) => ReactNode;
}

/** Props of SearchableEventList. */
export interface SearchableEventListProps {
  events: AuctionEvent[];
  /** Draws the page's event table with the search's events and each event's lots. */
  render: (overrides: ListOverrides) => ReactNode;
  /** A page's own line under a lot (the upcoming list's pre-bid). */
  lotExtra?: (event: AuctionEvent, lot: SubEvent) => ReactNode;
}

/**
 * The live and upcoming lists for a logged-in user (the lists' lazily loaded part: none of it is on
 * the lists' or the room's first load): the lot search above the table, each event's lots with their
 * stars under it, and only the events and lots the search matches.
 */
export function SearchableEventList({ events, render, lotExtra }: SearchableEventListProps) {
  const { t } = useTranslation();
  const search = useLotSearch(events);
  return (
    <>
      <LotSearch lots={search.lots} matching={search.matching} onQuery={search.setQuery} />
      {render({
        events: search.events,
        ...(search.query && { emptyText: t('search.noMatch') }),
        lots: (e) => (
          <EventLots
            auctionName={e.auctionName}
            lots={search.lotsOf(e._id)}
            extra={lotExtra && ((lot) => lotExtra(e, lot))}
          />
        ),
      })}
    </>
  );
}
