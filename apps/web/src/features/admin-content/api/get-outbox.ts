import { outboxResponse } from '@neelami/shared/content-api-responses';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /api/admin/outbox: every e-mail and SMS the platform sent, newest first. */
export const getOutbox = async () => (await api.get('admin/outbox', outboxResponse)).data;

/** The outbox. */
export const useOutbox = () => useQuery({ queryKey: ['admin', 'outbox'], queryFn: getOutbox });
