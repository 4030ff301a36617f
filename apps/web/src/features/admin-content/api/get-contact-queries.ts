import { contactQueriesResponse } from '@neelami/shared/content-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/general/allContactUs (Admin): the enquiries of the contact form. */
export const getContactQueries = async () =>
  (await api.get('general/allContactUs', contactQueriesResponse)).data;

/** Every enquiry, newest first. */
export const useContactQueries = () =>
  useQuery({ queryKey: ['admin', 'contactUs'], queryFn: getContactQueries });
