import { zodResolver } from '@hookform/resolvers/zod';
import { Container, Stack, Title } from '@mantine/core';
import { catalogMessages, type Lot, type LotInput, lotInputSchema } from '@neelami/shared/catalog';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EditableGrid } from '../../components/editable-grid';
import type { FieldDescriptor } from '../../components/form-kit/field-descriptor';
import { FormFields } from '../../components/form-kit/form-fields';
import { FormPanel, PageHeading } from '../../components/form-kit/form-panel';
import { deleteRow, saveRow } from '../../components/form-kit/grid-actions';
import { numberCell, selectCell, textareaCell, textCell } from '../../components/form-kit/grid-cells';
import { showServerErrors } from '../../components/form-kit/server-errors';
import { useTranslation } from '../../i18n/i18n';
import { LOTS_KEY, useAllLots } from '../../lib/api/get-all-lots';
import { userLabel, useUsersByRole } from '../../lib/api/get-users-by-role';
import { failed, saved } from '../../lib/save-feedback';
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

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      saved(catalogMessages.lotSaved);
      form.reset(empty);
      await refresh();
    } catch (e) {
      showServerErrors(form.setError, e, FIELDS);
      failed(e);
    }
  });

  const fields: FieldDescriptor<LotForm>[] = [
    { kind: 'text', name: 'name', label: t('adminCatalog.lotName'), required: true },
    {
      kind: 'select',
      name: 'seller',
      label: t('values.Seller'),
      required: true,
      data: sellerOptions,
      fallbackError: sellers.isError ? sellers.error.message : undefined,
      props: {
        searchable: true,
        placeholder: sellers.isPending ? t('adminCatalog.loadingSellers') : t('adminCatalog.chooseSeller'),
        nothingFoundMessage: t('adminCatalog.noSellers'),
      },
    },
    {
      kind: 'number',
      name: 'quantity',
      label: t('adminCatalog.quantity'),
      required: true,
      money: true,
      props: { min: 0, decimalScale: 3 },
    },
    {
      kind: 'text',
      name: 'unit',
      label: t('admin.unit'),
      required: true,
      props: { placeholder: t('adminCatalog.unitPlaceholder') },
    },
  ];

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <PageHeading title={t('adminCatalog.addLot')} intro={t('adminCatalog.addLotIntro')} />
        <FormPanel
          label={t('adminCatalog.addLotForm')}
          onSubmit={onSubmit}
          submitLabel={t('adminCatalog.addLot')}
          submitIcon={<IconPlus size={16} aria-hidden />}
          submitting={form.formState.isSubmitting}
        >
          <FormFields form={form} cols={{ base: 1, sm: 2 }} fields={fields} />
          <FormFields
            form={form}
            fields={[
              {
                kind: 'textarea',
                name: 'description',
                label: t('adminEvents.description'),
                required: true,
                minRows: 2,
              },
            ]}
          />
        </FormPanel>
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
              edit: textCell('name'),
            },
            {
              id: 'description',
              header: t('adminEvents.description'),
              minWidth: 220,
              view: (l) => l.discription,
              edit: textareaCell('description'),
            },
            {
              id: 'quantity',
              header: t('adminCatalog.quantity'),
              minWidth: 110,
              view: (l) => l.quantity.toLocaleString('en-IN'),
              edit: numberCell('quantity', { decimalScale: 3, min: 0 }),
            },
            {
              id: 'unit',
              header: t('admin.unit'),
              minWidth: 90,
              view: (l) => l.unit,
              edit: textCell('unit'),
            },
            {
              id: 'seller',
              header: t('values.Seller'),
              minWidth: 200,
              view: (l) => l.sellerName,
              edit: selectCell('seller', sellerOptions, { searchable: true }),
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
          onSave={saveRow(
            (l, d) => update.mutateAsync({ id: l._id, values: lotInputSchema.parse(d) }),
            catalogMessages.lotUpdated,
            refresh,
          )}
          onDelete={deleteRow((l) => remove.mutateAsync(l._id), catalogMessages.lotDeleted, refresh)}
        />
      </Stack>
    </Container>
  );
}
