import { ActionIcon, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { messages } from '@neelami/shared/messages';
import type { SavedSearch } from '@neelami/shared/watchlist-api-responses';
import { IconChevronDown, IconChevronRight, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useDeleteSavedSearch, useSavedSearches } from './api/saved-searches';
import { describeQuery } from './search-values';

/** Props of SavedSearchesPanel. */
export interface SavedSearchesPanelProps {
  onApply: (query: SavedSearch['query']) => void;
}

/** The member's saved searches, folded under a button: each applied to the list or deleted. */
export function SavedSearchesPanel({ onApply }: SavedSearchesPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const list = useSavedSearches(true);
  const remove = useDeleteSavedSearch();
  const searches = list.data ?? [];
  const del = async (s: SavedSearch) => {
    try {
      const answer = await remove.mutateAsync(s._id);
      if (answer.message) notifySuccess(answer.message);
    } catch (err) {
      notifyError(err instanceof ApiError ? err.message : tm(messages.somethingWentWrong));
    }
  };
  return (
    <div>
      <Button
        variant="subtle"
        size="compact-sm"
        px={0}
        aria-expanded={open}
        aria-controls="saved-searches"
        leftSection={
          open ? <IconChevronDown size={16} aria-hidden /> : <IconChevronRight size={16} aria-hidden />
        }
        onClick={() => setOpen((o) => !o)}
      >
        {t('search.savedCount', { count: searches.length })}
      </Button>
      <Collapse expanded={open} id="saved-searches">
        <Stack gap={6} mt="xs" component="ul" p={0} m={0} aria-label={t('search.saved')}>
          {searches.length === 0 && (
            <Text size="sm" c="dimmed" component="li" style={{ listStyle: 'none' }}>
              {list.isError ? list.error.message : t('search.noSaved')}
            </Text>
          )}
          {searches.map((s) => (
            <Group
              key={s._id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              style={{ listStyle: 'none' }}
              data-saved-search={s.name}
            >
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {s.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {describeQuery(t, s.query)}
                </Text>
              </div>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="light"
                  aria-label={t('search.applyOf', { name: s.name })}
                  onClick={() => onApply(s.query)}
                >
                  {t('search.apply')}
                </Button>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('search.deleteOf', { name: s.name })}
                  loading={remove.isPending && remove.variables === s._id}
                  onClick={() => void del(s)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      </Collapse>
    </div>
  );
}
