import { okResponseSchema } from '@neelami/shared/common-responses';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE /api/general/gallery/:filename (Admin). */
export const deleteGalleryImage = (fileName: string) =>
  api.delete(`general/gallery/${encodeURIComponent(fileName)}`, okResponseSchema);

/** Deletes a gallery image. */
export const useDeleteGalleryImage = () => useMutation({ mutationFn: deleteGalleryImage });
