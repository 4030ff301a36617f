import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { catalogMessages, type Lot, type LotInput, lotInputSchema } from '@neelami/shared/catalog';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import { useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { LOTS_KEY, useAllLots } from '../../lib/api/get-all-lots';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { failed, saved } from '../../lib/save-feedback';
import { shownErrors } from '../../lib/shown-errors';
import { zodErrors } from '../../lib/zod-errors';
import { useCreateLot } from './api/create-lot';
import { useDeleteLot } from './api/delete-lot';
import { useUpdateLot } from './api/update-lot';

const FIELDS = ['name', 'description', 'quantity', 'unit', 'seller'] as const;
/** Form values: NumberInput gives '' while empty; the schema answers 'This field is required' then. */
type LotForm = Omit<LotInput, 'quantity'> & { quantity: number | string };
const empty: LotForm = { name: '', description: '', quantity: '', unit: '', seller: '' };

/** /admin/addLot (SPEC §2 Add Lot): a form plus an editable list of lots; the seller comes from the Seller list. */
export function AddLotPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const lots = useAllLots();
  const create = useCreateLot();
  const update = useUpdateLot();
  const remove = useDeleteLot();
  const sellers = useUsersByRole('Seller');
  const sellerOptions = (sellers.data ?? []).map((u) => ({ value: u._id, label: userLabel(u) }));
  const form = useForm<LotForm, unknown, LotInput>({
    resolver: zodResolver(lotInputSchema) as never,
    defaultValues: empty,
  });
  const refresh = () => qc.invalidateQueries({ queryKey: LOTS_KEY });
  const err = shownErrors<LotForm>(form.formState.errors);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      saved(catalogMessages.lotSaved);
      form.reset(empty);
      await refresh();
    } catch (e) {
      if (e instanceof ApiError) {
        for (const f of FIELDS) if (e.errors[f]) form.setError(f, { message: e.errors[f] });
      }
      failed(e);
    }
  });

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('adminCatalog.addLot')}</Title>
          <Text c="dimmed" size="sm">
            {t('adminCatalog.addLotIntro')}
          </Text>
        </div>
        <Paper withBorder p="md" radius="md">
          <form onSubmit={onSubmit} noValidate aria-label={t('adminCatalog.addLotForm')}>
            <Stack>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('adminCatalog.lotName')}
                  withAsterisk
                  error={err.name?.message}
                  {...form.register('name')}
                />
                <Controller
                  control={form.control}
                  name="seller"
                  render={({ field }) => (
                    <Select
                      label={t('values.Seller')}
                      withAsterisk
                      searchable
                      placeholder={
                        sellers.isPending ? t('adminCatalog.loadingSellers') : t('adminCatalog.chooseSeller')
                      }
                      nothingFoundMessage={t('adminCatalog.noSellers')}
                      data={sellerOptions}
                      value={field.value || null}
                      onChange={(v) => field.onChange(v ?? '')}
                      onBlur={field.onBlur}
                      error={err.seller?.message ?? (sellers.isError ? sellers.error.message : undefined)}
                    />
                  )}
                />
                <Controller
                  control={form.control}
                  name="quantity"
                  render={({ field }) => (
                    <NumberInput
                      label={t('adminCatalog.quantity')}
                      withAsterisk
                      min={0}
                      decimalScale={3}
                      thousandSeparator=","
                      thousandsGroupStyle="lakh"
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      error={err.quantity?.message}
                    />
                  )}
                />
                <TextInput
                  label={t('admin.unit')}
                  placeholder={t('adminCatalog.unitPlaceholder')}
                  withAsterisk
                  error={err.unit?.message}
                  {...form.register('unit')}
                />
              </SimpleGrid>
              <Textarea
                label={t('adminEvents.description')}
                withAsterisk
                autosize
                minRows={2}
                error={err.description?.message}
                {...form.register('description')}
              />
              <Group justify="flex-end">
                <Button
                  type="submit"
                  loading={form.formState.isSubmitting}
                  leftSection={<IconPlus size={16} aria-hidden />}
                >
                  {t('adminCatalog.addLot')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
        <Title order={2} size="h3">
          {t('adminCatalog.lots')}
        </Title>
        <EditableGrid<Lot, LotForm>
          label={t('adminCatalog.lots')}
          rows={lots.data ?? []}
          loading={lots.isPending}
          getRowId={(l) => l._id}
          getRowName={(l) => l.name}
          minWidth={900}
          columns={[
            {
              id: 'name',
              header: t('adminCatalog.lotName'),
              minWidth: 160,
              view: (l) => l.name,
              edit: ({ draft, set, error, label, disabled }) => (
                <TextInput
                  aria-label={label}
                  value={draft.name}
                  error={error}
                  disabled={disabled}
                  onChange={(e) => set('name', e.currentTarget.value)}
                />
              ),
            },
            {
              id: 'description',
              header: t('adminEvents.description'),
              minWidth: 220,
              view: (l) => l.discription,
              edit: ({ draft, set, error, label, disabled }) => (
                <Textarea
                  aria-label={label}
                  autosize
                  value={draft.description}
                  error={error}
                  disabled={disabled}
                  onChange={(e) => set('description', e.currentTarget.value)}
                />
              ),
            },
            {
              id: 'quantity',
              header: t('adminCatalog.quantity'),
              minWidth: 110,
              view: (l) => l.quantity.toLocaleString('en-IN'),
              edit: ({ draft, set, error, label, disabled }) => (
                <NumberInput
                  aria-label={label}
                  decimalScale={3}
                  min={0}
                  value={draft.quantity}
                  error={error}
                  disabled={disabled}
                  onChange={(v) => set('quantity', v)}
                />
              ),
            },
            {
              id: 'unit',
              header: t('admin.unit'),
              minWidth: 90,
              view: (l) => l.unit,
              edit: ({ draft, set, error, label, disabled }) => (
                <TextInput
                  aria-label={label}
                  value={draft.unit}
                  error={error}
                  disabled={disabled}
                  onChange={(e) => set('unit', e.currentTarget.value)}
                />
              ),
            },
            {
              id: 'seller',
              header: t('values.Seller'),
              minWidth: 200,
              view: (l) => l.sellerName,
              edit: ({ draft, set, error, label, disabled }) => (
                <Select
                  aria-label={label}
                  searchable
                  data={sellerOptions}
                  value={draft.seller || null}
                  error={error}
                  disabled={disabled}
                  onChange={(v) => set('seller', v ?? '')}
                />
              ),
            },
          ]}
          toDraft={(l) => ({
            name: l.name,
            description: l.description,
            quantity: l.quantity,
            unit: l.unit,
            seller: l.seller,
          })}
          validate={(d) => zodErrors(lotInputSchema.safeParse(d))}
          onSave={async (l, d) => {
            try {
              await update.mutateAsync({ id: l._id, values: lotInputSchema.parse(d) });
              saved(catalogMessages.lotUpdated);
              await refresh();
            } catch (e) {
              failed(e);
              throw e;
            }
          }}
          onDelete={async (l) => {
            try {
              await remove.mutateAsync(l._id);
              saved(catalogMessages.lotDeleted);
              await refresh();
            } catch (e) {
              failed(e);
            }
          }}
        />
      </Stack>
    </Container>
  );
}
