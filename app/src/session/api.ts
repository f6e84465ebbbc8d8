import type { UserProfile } from '../../../edge/features/profile/contract.ts';
import { api, call } from '../api/client.ts';

export async function fetchUserInfo(signal?: AbortSignal): Promise<UserProfile> {
  const response = await call(api.user.info.$get(undefined, { init: { signal } }));
  return response.data;
}

export async function postLogout(): Promise<void> {
  await call(api.user.logout.$post());
}
