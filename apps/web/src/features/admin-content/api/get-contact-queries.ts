import { contactQueryListSchema } from '@neelami/shared/content-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/general/allContactUs (Admin): the enquiries of the contact form. */
export const getContactQueries = async () =>
  (await api.get('general/allContactUs', contactQueryListSchema)).data;

/** Every enquiry, newest first. */
export const useContactQueries = () =>
  useQuery({ queryKey: ['admin', 'contactUs'], queryFn: getContactQueries });
