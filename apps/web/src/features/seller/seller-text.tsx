import type { NotifyChannel } from '@neelami/shared/seller';
import type { ReactNode } from 'react';
import { type TFunction, t as translate } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';

/** A failure in words: the server's message, or a general one. */
export const errorText = (err: unknown) =>
  err instanceof ApiError ? err.message : translate('common.somethingWentWrong');

/** A string's <b>…</b> parts shown bold (the strings keep the emphasis where each language puts it). */
export const withBold = (text: string): ReactNode[] =>
  text.split(/<b>(.*?)<\/b>/).map((part, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, never reordered
    i % 2 === 1 ? <b key={i}>{part}</b> : part,
  );

/** 'SMS and e-mail' in the language shown. */
export const channelsText = (t: TFunction, notify: readonly NotifyChannel[]) =>
  notify.map((c) => (c === 'sms' ? t('lots.sms') : t('lots.email'))).join(t('lots.and'));
