import {
  ActionIcon,
  AspectRatio,
  Button,
  Container,
  FileButton,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Skeleton,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { GALLERY_MIME_TYPES, uploadMessages } from '@neelami/shared/uploads';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { tm, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { notifyError, notifySuccess } from '../../lib/notify';
import { checkFile, uploadFile } from '../../lib/uploads';
import { useSessionUser } from '../../lib/use-session';
import { useDeleteGalleryImage } from './api/delete-gallery-image';
import { GALLERY_KEY, useGallery } from './api/get-gallery';

const nameOf = (url: string) => url.split('/').pop() ?? url;

/**
 * /gallery (SPEC §2): a grid of images with a lightbox. Upload and delete show
 * only for Admin (SPEC §6); the server refuses them to anyone else anyway.
 */
export function GalleryPage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.role === 'Admin' && user.isVerified;
  const queryClient = useQueryClient();
  const [index, setIndex] = useState(-1);
  const [busy, setBusy] = useState(false);
  const gallery = useGallery();
  const remove = useDeleteGalleryImage();
  const images = gallery.data ?? [];

  const onUpload = async (file: File | null) => {
    const problem = checkFile(file, GALLERY_MIME_TYPES, uploadMessages.onlyImagesAndPdfs);
    if (problem || !file) {
      notifyError(tm(problem ?? uploadMessages.noFile));
      return;
    }
    setBusy(true);
    try {
      await uploadFile('general/gallery', file);
      notifySuccess(tm(uploadMessages.success));
      await queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
    } catch (err) {
      notifyError(
        err instanceof ApiError && err.status > 0
          ? `${tm(uploadMessages.failed)} ${err.message}`
          : tm(uploadMessages.errored),
      );
    } finally {
      setBusy(false);
    }
  };

  const onDelete = (url: string, n: number) =>
    modals.openConfirmModal({
      title: t('gallery.deleteTitle'),
      children: <Text size="sm">{t('gallery.deleteConfirm', { n })}</Text>,
      labels: { confirm: t('gallery.delete'), cancel: t('gallery.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(nameOf(url));
          notifySuccess(tm('Image deleted'));
          await queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
        } catch (err) {
          notifyError(err instanceof ApiError ? err.message : t('gallery.failed'));
        }
      },
    });

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('gallery.title')}</Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('gallery.intro')}
          </Text>
        </div>
        {isAdmin && (
          <FileButton
            onChange={(f) => void onUpload(f)}
            accept={GALLERY_MIME_TYPES.join(',')}
            inputProps={{ 'aria-label': t('gallery.chooseImage') }}
          >
            {(props) => (
              <Button {...props} loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                {t('gallery.upload')}
              </Button>
            )}
          </FileButton>
        )}
      </Group>

      {gallery.isLoading ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="lg">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={200} />
          ))}
        </SimpleGrid>
      ) : gallery.isError ? (
        <Text c="red" mt="lg">
          {t('gallery.loadFailed')}
        </Text>
      ) : images.length === 0 ? (
        <Paper withBorder p="xl" mt="lg" ta="center">
          <IconPhoto size={40} aria-hidden />
          <Text c="dimmed">{t('gallery.empty')}</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="lg" aria-label={t('gallery.images')}>
          {images.map((url, i) => (
            <Paper
              key={url}
              withBorder
              radius="md"
              pos="relative"
              style={{ overflow: 'hidden' }}
              data-testid="gallery-item"
            >
              <UnstyledButton
                onClick={() => setIndex(i)}
                aria-label={t('gallery.open', { n: i + 1 })}
                w="100%"
              >
                <AspectRatio ratio={4 / 3}>
                  <Image src={url} alt={t('gallery.image', { n: i + 1 })} fit="cover" loading="lazy" />
                </AspectRatio>
              </UnstyledButton>
              {isAdmin && (
                <Tooltip label={t('gallery.deleteTitle')}>
                  <ActionIcon
                    pos="absolute"
                    top={8}
                    right={8}
                    color="red"
                    variant="filled"
                    aria-label={t('gallery.deleteOne', { n: i + 1 })}
                    onClick={() => onDelete(url, i + 1)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <Lightbox
        open={index >= 0}
        index={Math.max(index, 0)}
        close={() => setIndex(-1)}
        slides={images.map((src, i) => ({ src, alt: t('gallery.image', { n: i + 1 }) }))}
      />
    </Container>
  );
}
