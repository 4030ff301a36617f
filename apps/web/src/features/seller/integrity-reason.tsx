import { Alert, Anchor, Textarea } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';

/** Whether the server refused an award because the lot is flagged and no reason was given (API.md "Integrity desk"). */
export const needsReview = (err: unknown): err is ApiError =>
  err instanceof ApiError && err.code === 'INTEGRITY_REVIEW';

/** The review of a flagged lot: the server's message, and the reason to resend. */
export interface IntegrityReview {
  message: string;
  reason: string;
  onReason: (reason: string) => void;
  lotId: string;
}

/** What an award dialog shows once the server asked for a reason: why, a link to the desk, the reason. */
export function IntegrityReason({ review }: { review: IntegrityReview }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert color="orange" role="alert" data-testid="integrity-review">
        {review.message}{' '}
        <Anchor component={Link} to={`/integrity?lot=${review.lotId}`}>
          {t('lots.integrityDesk')}
        </Anchor>
      </Alert>
      <Textarea
        label={t('lots.reasonLabel')}
        description={t('lots.reasonHint')}
        value={review.reason}
        onChange={(e) => review.onReason(e.currentTarget.value)}
        maxLength={500}
        autosize
        minRows={2}
        required
        data-testid="integrity-reason"
      />
    </>
  );
}
