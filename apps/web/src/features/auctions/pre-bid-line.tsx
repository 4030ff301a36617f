import { Button, Group, Text } from '@mantine/core';
import type { AuctionEvent, SubEvent } from '@neelami/shared/events';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { formatRate } from '../../lib/bid-amount';
import { lazyPart, usePart } from '../../lib/lazy-part';
import { useSessionUser } from '../../lib/use-session';
import { useServerClockValue } from '../../lib/use-socket';
import { useMyPreBids } from './api/pre-bids';

/** The pre-bid dialog (a form in Mantine's Modal): its code comes when a member opens it. */
const dialogPart = lazyPart(() => import('./pre-bid-dialog'));

/** Whether a lot takes a pre-bid from this member now (the server decides; this hides what cannot). */
function mayPreBid(event: AuctionEvent, lot: SubEvent, role: string | undefined): boolean {
  return (
    (role === 'Buyer' || role === 'Seller') &&
    lot.assigned === true &&
    lot.autoBidEnabled &&
    lot.isActive &&
    lot.status !== 'closed' &&
    event.auctionBehaviour.trim().toLowerCase() !== 'rank auction'
  );
}

/** Props of PreBidLine. */
export interface PreBidLineProps {
  event: AuctionEvent;
  lot: SubEvent;
}

/**
 * A lot's pre-bid on the upcoming list (API.md "Pre-bids"): for a Buyer or Seller assigned to it,
 * before it opens, the pre-bid in force ("Your pre-bid: auto up to ₹X") and a button to set or
 * raise it.
 */
export function PreBidLine({ event, lot }: PreBidLineProps) {
  const role = useSessionUser()?.role;
  const startsAt = Date.parse(lot.eventStartsOn);
  const upcoming = useServerClockValue((now) => now < startsAt);
  if (!upcoming || !mayPreBid(event, lot, role)) return null;
  return <PreBidControl event={event} lot={lot} />;
}

function PreBidControl({ event, lot }: PreBidLineProps) {
  const { t } = useTranslation();
  const mine = useMyPreBids(true).data?.find((p) => p.subEventId === lot._id) ?? null;
  const [open, setOpen] = useState(false);
  const code = usePart(dialogPart, open, () => setOpen(false));
  const reverse = lot.subEventType.trim().toLowerCase() === 'reverse';
  return (
    <Group gap={8} wrap="wrap" style={{ rowGap: 2 }} data-pre-bid-of={lot._id}>
      {mine && (
        <Text size="xs" fw={600} data-testid="my-pre-bid">
          {t(reverse ? 'preBid.yoursFloor' : 'preBid.yours', { amount: formatRate(mine.ceiling, lot) })}
        </Text>
      )}
      <Button
        size="compact-xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t('preBid.buttonOf', { no: lot.auctionNo, name: lot.name })}
        onMouseEnter={() => void dialogPart.preload().catch(() => {})}
      >
        {mine ? t('preBid.raise') : t('preBid.button')}
      </Button>
      {open && code && (
        <code.PreBidDialog
          event={event}
          lot={lot}
          current={mine?.ceiling ?? null}
          onClose={() => setOpen(false)}
        />
      )}
    </Group>
  );
}
