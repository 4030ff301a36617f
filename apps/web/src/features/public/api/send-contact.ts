import { okResponseSchema } from '@neelami/shared/common-responses';
import type { ContactInput } from '@neelami/shared/contact';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /api/general/contactus: stores an enquiry of the contact form. */
export const sendContact = (values: ContactInput) => api.post('general/contactus', values, okResponseSchema);

/** Sends an enquiry. */
export const useSendContact = () => useMutation({ mutationFn: sendContact });
