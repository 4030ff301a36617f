import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { RoomSubEvent } from '@neelami/shared/bidding';
import type { FormEvent } from 'react';
import { t } from '../../i18n/i18n';
import { rateUnit } from '../../lib/bid-amount';
import { AmountWords, RowMessageLine } from './bid-parts';
import type { RowMessage } from './row-messages';

/** What the bid and the auto-bid cells of a bidder's row share. */
interface BidFieldProps {
  sub: RoomSubEvent;
  /** The amount typed. */
  value: string;
  onDigits: (raw: string) => void;
  onSubmit: (e: FormEvent) => void;
  loading: boolean;
  /** Whether a bid can be sent now, and why not when it is known. */
  canBid: boolean;
  why: string | undefined;
  /** The row's message, when it is this field's. */
  message: RowMessage | undefined;
}

/** A bidder's bid: the amount (prefilled by the row), its words, the Bid button and the row's message. */
export function BidCell({ sub, value, onDigits, onSubmit, loading, canBid, why, message }: BidFieldProps) {
  const id = sub._id;
  return (
    <Stack gap={4} miw={190}>
      <form onSubmit={onSubmit} noValidate>
        <Group gap={6} align="flex-end" wrap="nowrap">
          <TextInput
            label={
              sub.bidBasis === 'unit'
                ? t('bidBasis.bidAmountPer', { unit: rateUnit(sub) })
                : t('room.bidAmount')
            }
            size="xs"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => onDigits(e.currentTarget.value)}
            aria-describedby={`row-msg-${id}`}
            data-testid="bid-amount"
            style={{ flex: 1, minWidth: 100 }}
          />
          <Button
            type="submit"
            size="xs"
            loading={loading}
            disabled={!canBid}
            title={why}
            aria-label={t('room.bidOn', { no: sub.auctionNo, name: sub.name })}
          >
            {t('room.bid')}
          </Button>
        </Group>
      </form>
      <AmountWords value={value} lot={sub} testId="bid-amount-words" />
      <RowMessageLine id={`row-msg-${id}`} testId="row-message" message={message} />
    </Stack>
  );
}

/** Props of AutoBidCell. */
export interface AutoBidCellProps extends BidFieldProps {
  rankAuction: boolean;
  autoBidEnabled: boolean;
  /** Before the opening: the auto bid is a pre-bid (API.md "Pre-bids"). */
  preBid?: boolean;
}

/** A bidder's auto bid: its limit (floor in reverse) and button, or why there is none. */
export function AutoBidCell(props: AutoBidCellProps) {
  const { sub, value, onDigits, onSubmit, loading, canBid, why, message } = props;
  const id = sub._id;
  // API.md "Rank auctions": auto bids would answer rivals' amounts, so there are none.
  if (props.rankAuction) {
    return (
      <Text size="sm" c="dimmed">
        {t('room.noAutoInRank')}
      </Text>
    );
  }
  if (!props.autoBidEnabled) {
    return (
      <Text size="sm" c="dimmed">
        {t('room.autoOff')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <form onSubmit={onSubmit} noValidate>
        <Group gap={6} align="flex-end" wrap="nowrap" miw={190}>
          <TextInput
            label={
              sub.bidBasis === 'unit'
                ? t(sub.direction === 'reverse' ? 'bidBasis.autoFloorPer' : 'bidBasis.autoLimitPer', {
                    unit: rateUnit(sub),
                  })
                : sub.direction === 'reverse'
                  ? t('room.autoFloor')
                  : t('room.autoLimit')
            }
            size="xs"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(e) => onDigits(e.currentTarget.value)}
            aria-describedby={`auto-msg-${id}`}
            data-testid="auto-amount"
            style={{ flex: 1, minWidth: 100 }}
          />
          <Button
            type="submit"
            size="xs"
            variant="light"
            loading={loading}
            disabled={!canBid}
            title={why}
            aria-label={t('room.autoBidOn', { no: sub.auctionNo, name: sub.name })}
          >
            {t('room.autoBid')}
          </Button>
        </Group>
      </form>
      <AmountWords value={value} lot={sub} testId="auto-amount-words" />
      {props.preBid && (
        <Text size="xs" c="dimmed" maw={260} data-testid="pre-bid-hint">
          {t('room.preBidHint')}
        </Text>
      )}
      <RowMessageLine id={`auto-msg-${id}`} testId="auto-message" message={message} />
    </Stack>
  );
}
