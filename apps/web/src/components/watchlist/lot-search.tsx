import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type SavedSearchQuery, type SearchableLot, savedSearchQuerySchema } from '@neelami/shared/watchlist';
import { IconDeviceFloppy, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormFields } from '../../components/form-kit/form-fields';
import { tm, useTranslation } from '../../i18n/i18n';
import { useIsMember } from './api/watchlist';
import { SaveSearchModal } from './save-search-modal';
import { SavedSearchesPanel } from './saved-searches-panel';
import { choicesOf, NO_SEARCH, type QueryDraft, type SearchValues, toQuery, toValues } from './search-values';

/** Props of LotSearch. */
export interface LotSearchProps {
  /** Every lot of the list: the choices of product, location and auction type come from them. */
  lots: SearchableLot[];
  /** How many lots match (null without a search). */
  matching: number | null;
  /** The search asked for, or null when the bar asks for nothing (or for something not valid). */
  onQuery: (query: SavedSearchQuery | null) => void;
}

/**
 * The lot search of the upcoming and live lists: words, product, location, auction type and an EMD
 * limit filter the list as they are typed; a member saves the search with a name (and is told of new
 * lots that match it) and applies or deletes its saved searches below.
 */
export function LotSearch({ lots, matching, onQuery }: LotSearchProps) {
  const { t } = useTranslation();
  const member = useIsMember();
  const form = useForm<SearchValues>({ defaultValues: NO_SEARCH });
  const [saving, setSaving] = useState<QueryDraft | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    const sub = form.watch((v) => {
      setProblem(null);
      const parsed = savedSearchQuerySchema.safeParse(toQuery(v as SearchValues));
      onQuery(parsed.success ? parsed.data : null);
    });
    return () => sub.unsubscribe();
  }, [form, onQuery]);

  const askName = () => {
    const query = toQuery(form.getValues());
    const parsed = savedSearchQuerySchema.safeParse(query);
    if (parsed.success) setSaving(query);
    else setProblem(parsed.error.issues[0]?.message ?? null);
  };
  const v = form.watch();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t('search.label')}>
      <Stack gap="sm">
        <FormFields
          form={form}
          cols={{ base: 1, sm: 2, md: 5 }}
          fields={[
            {
              kind: 'text',
              name: 'text',
              label: t('search.words'),
              props: { placeholder: t('search.wordsHint') },
            },
            {
              kind: 'multiselect',
              name: 'productNames',
              label: t('search.products'),
              data: choicesOf(t, lots, 'productName', v.productNames),
              props: { searchable: true, clearable: true },
            },
            {
              kind: 'multiselect',
              name: 'locations',
              label: t('search.locations'),
              data: choicesOf(t, lots, 'location', v.locations),
              props: { searchable: true, clearable: true },
            },
            {
              kind: 'multiselect',
              name: 'auctionTypes',
              label: t('search.auctionTypes'),
              data: choicesOf(t, lots, 'auctionType', v.auctionTypes),
              props: { clearable: true },
            },
            {
              kind: 'number',
              name: 'maxEmd',
              label: t('search.maxEmd'),
              money: true,
              props: { min: 0, decimalScale: 2 },
            },
          ]}
        />
        {problem && (
          <Text size="sm" c="red" role="alert">
            {tm(problem)}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {matching === null
              ? ''
              : matching === 0
                ? t('search.noMatch')
                : t('search.matching', { count: matching })}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="sm"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => form.reset(NO_SEARCH)}
            >
              {t('search.clear')}
            </Button>
            {member && (
              <Button size="sm" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={askName}>
                {t('search.save')}
              </Button>
            )}
          </Group>
        </Group>
        {member && <SavedSearchesPanel onApply={(q) => form.reset(toValues(q))} />}
      </Stack>
      {member && <SaveSearchModal query={saving} onClose={() => setSaving(null)} />}
    </Paper>
  );
}
