import { Select } from '@mantine/core';
import type { BidBasis } from '@neelami/shared/events';
import { useTranslation } from '../../i18n/i18n';

/** Props of BidBasisSelect. */
export interface BidBasisSelectProps {
  value: BidBasis;
  onChange: (v: BidBasis) => void;
  /** A visible label (the form); in the grid the cell names it for screen readers only. */
  label?: string;
  ariaLabel?: string;
  description?: string;
  error?: string;
  disabled?: boolean;
}

/** "Bid is for": the whole lot, or per unit of the lot's quantity (API.md `bidBasis`). */
export function BidBasisSelect({
  value,
  onChange,
  label,
  ariaLabel,
  description,
  error,
  disabled,
}: BidBasisSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={label}
      aria-label={ariaLabel}
      description={description}
      data={[
        { value: 'lot', label: t('bidBasis.wholeLot') },
        { value: 'unit', label: t('bidBasis.perUnit') },
      ]}
      value={value}
      onChange={(v) => onChange(v === 'unit' ? 'unit' : 'lot')}
      error={error}
      disabled={disabled}
      allowDeselect={false}
    />
  );
}
