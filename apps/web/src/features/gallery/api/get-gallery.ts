import { galleryResponse } from '@neelami/shared/content-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Query key of the gallery. */
export const GALLERY_KEY = ['gallery'];

/** GET /api/general/gallery: the public image URLs. */
export const getGallery = async () => (await api.get('general/gallery', galleryResponse)).images;

/** The gallery's images. */
export const useGallery = () => useQuery({ queryKey: GALLERY_KEY, queryFn: getGallery });
