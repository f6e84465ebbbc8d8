import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { api } from '../api/client.ts';

export async function fetchUserInfo(signal?: AbortSignal): Promise<UserProfile> {
  const response = await api.get('/user/info', signal ? { signal } : {});
  return response.data;
}

export async function postLogout(): Promise<void> {
  await api.post('/user/logout');
}
