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
      notifyError(problem ?? uploadMessages.noFile);
      return;
    }
    setBusy(true);
    try {
      await uploadFile('general/gallery', file);
      notifySuccess(uploadMessages.success);
      await queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
    } catch (err) {
      notifyError(
        err instanceof ApiError && err.status > 0
          ? `${uploadMessages.failed} ${err.message}`
          : uploadMessages.errored,
      );
    } finally {
      setBusy(false);
    }
  };

  const onDelete = (url: string, n: number) =>
    modals.openConfirmModal({
      title: 'Delete image',
      children: <Text size="sm">Delete image {n} from the gallery? This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await remove.mutateAsync(nameOf(url));
          notifySuccess('Image deleted');
          await queryClient.invalidateQueries({ queryKey: GALLERY_KEY });
        } catch (err) {
          notifyError(err instanceof ApiError ? err.message : 'Something went wrong');
        }
      },
    });

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>Gallery</Title>
          <Text c="dimmed" size="sm" mt={4}>
            Scrap yards, inspections and lots from our auctions.
          </Text>
        </div>
        {isAdmin && (
          <FileButton onChange={(f) => void onUpload(f)} accept={GALLERY_MIME_TYPES.join(',')}>
            {(props) => (
              <Button {...props} loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
                Upload image
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
          The gallery could not be loaded.
        </Text>
      ) : images.length === 0 ? (
        <Paper withBorder p="xl" mt="lg" ta="center">
          <IconPhoto size={40} aria-hidden />
          <Text c="dimmed">No images yet.</Text>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="lg" aria-label="Gallery images">
          {images.map((url, i) => (
            <Paper
              key={url}
              withBorder
              radius="md"
              pos="relative"
              style={{ overflow: 'hidden' }}
              data-testid="gallery-item"
            >
              <UnstyledButton onClick={() => setIndex(i)} aria-label={`Open image ${i + 1}`} w="100%">
                <AspectRatio ratio={4 / 3}>
                  <Image src={url} alt={`Gallery image ${i + 1}`} fit="cover" loading="lazy" />
                </AspectRatio>
              </UnstyledButton>
              {isAdmin && (
                <Tooltip label="Delete image">
                  <ActionIcon
                    pos="absolute"
                    top={8}
                    right={8}
                    color="red"
                    variant="filled"
                    aria-label={`Delete image ${i + 1}`}
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
        slides={images.map((src, i) => ({ src, alt: `Gallery image ${i + 1}` }))}
      />
    </Container>
  );
}
