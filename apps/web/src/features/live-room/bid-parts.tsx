import { type MantineFontSize, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTextTones } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';
import { type BidBasisOf, formatRate, lotValueText } from '../../lib/bid-amount';
import { usePart } from '../../lib/lazy-part';
import { useRenderedWhenOpened } from '../../lib/use-rendered-when-opened';
import { amountInWords } from './bid-guard';
import type { BidConfirmModalProps } from './room-dialog-props';
import { roomDialogs } from './room-dialogs-part';
import type { RowMessage } from './row-messages';

/** Props of BidAmount. */
export interface BidAmountProps {
  amount: number | null;
  lot: BidBasisOf;
  testId?: string;
  fw?: number;
  size?: MantineFontSize;
}

/** An amount of a lot's bids: `₹32,000/MT` with `lot ₹80,00,000` under it on a per-unit lot. */
export function BidAmount({ amount, lot, testId, fw, size }: BidAmountProps) {
  useTranslation();
  const value = lotValueText(amount, lot);
  return (
    <Stack gap={0}>
      <Text fw={fw} size={size} data-testid={testId}>
        {formatRate(amount, lot)}
      </Text>
      {value && (
        <Text size="xs" c="dimmed" data-testid={testId ? `${testId}-lot-value` : undefined}>
          {value}
        </Text>
      )}
    </Stack>
  );
}

/** The typed amount in lakh grouping and in words, under its box (nothing while it is empty). */
export function AmountWords({ value, testId, lot }: { value: string; testId: string; lot?: BidBasisOf }) {
  const words = amountInWords(value, lot);
  return (
    <Text size="xs" c="dimmed" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
      {words ?? ''}
    </Text>
  );
}

/** Props of RowMessageLine. */
export interface RowMessageLineProps {
  id: string;
  testId: string;
  message: RowMessage | undefined;
}

/**
 * A row's message under the box it answers. A new message is scrolled into view (a phone's Bid
 * button near the bottom of the screen would otherwise leave its refusal below the fold).
 */
export function RowMessageLine({ id, testId, message }: RowMessageLineProps) {
  const tones = useTextTones();
  const ref = useRef<HTMLDivElement>(null);
  const key = message?.key;
  useEffect(() => {
    if (key === undefined) return;
    // After the layout settles (the button's loading state, the words line): only when out of view.
    const frame = requestAnimationFrame(() => {
      const el = ref.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      if (r.top < 0 || r.bottom > window.innerHeight) el.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [key]);
  const color =
    message?.kind === 'error'
      ? tones.error
      : message?.kind === 'success'
        ? tones.success
        : message?.kind === 'info'
          ? tones.warn
          : undefined;
  return (
    <div id={id} ref={ref} aria-live="polite" aria-atomic="true" data-testid={testId}>
      {message && (
        <Text size="sm" fw={600} c={color}>
          {message.text}
        </Text>
      )}
    </div>
  );
}

/**
 * Asks before a bid or an auto-bid limit far beyond what is needed, naming both amounts. Every lot's
 * row has one; it is rendered once asked for (useRenderedWhenOpened), its code (room-dialogs.tsx,
 * with Mantine's Modal) fetched then or ahead of it (preloadRoomDialogs).
 */
export function BidConfirmModal(props: BidConfirmModalProps) {
  const asked = props.confirm !== null;
  const code = usePart(roomDialogs, asked, props.onCancel);
  const dialog = useRenderedWhenOpened(asked, code !== null);
  return dialog.rendered && code ? <code.BidConfirmDialog {...props} opened={dialog.opened} /> : null;
}
