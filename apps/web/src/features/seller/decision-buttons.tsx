import { Button } from '@mantine/core';
import { BADGE_FILL } from '../../components/tones';
import { useTranslation } from '../../i18n/i18n';

/** The owner's two decisions on the leader; each asks for confirmation first. */
export function DecisionButtons(props: {
  pending: boolean;
  asking: boolean | undefined;
  onAsk: (authorized: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Button
        size="xs"
        color={BADGE_FILL.good}
        loading={props.pending && props.asking === true}
        disabled={props.pending}
        onClick={() => props.onAsk(true)}
      >
        {t('lots.authorise')}
      </Button>
      {/* The neutral variant reads at AA contrast in both themes (a dark orange outline did not on
          the dark background). */}
      <Button
        size="xs"
        variant="default"
        loading={props.pending && props.asking === false}
        disabled={props.pending}
        onClick={() => props.onAsk(false)}
      >
        {t('lots.unauthorise')}
      </Button>
    </>
  );
}
