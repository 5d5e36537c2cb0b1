import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/v1/account/email/send-verification */
export const sendEmailVerification = () => api.post<{ sent: true }>('account/email/send-verification');

export const useSendEmailVerification = () => useMutation({ mutationFn: sendEmailVerification });
