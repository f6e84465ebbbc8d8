import type { HowToTopic } from '../../../../edge/features/guide/contract.ts';
import type { UpdateProfileRequest, UserProfile } from '../../../../edge/features/profile/contract.ts';
import { api, call } from '../../api/client.ts';

/** PUT /user/info (SPEC §7): the whole profile; the server answers it as stored. */
export async function saveProfile(profile: UpdateProfileRequest): Promise<UserProfile> {
  const response = await call(api.user.info.$put({ json: profile }));
  return response.data;
}

/** The guide's User Info topics: their tooltips are the help beside each label. */
export async function fetchProfileTips(signal: AbortSignal): Promise<Record<string, string>> {
  const response = await call(api['how-to-use'].$get(undefined, { init: { signal } }));
  const topics: HowToTopic[] = response.htu['user-info'] ?? [];
  return Object.fromEntries(topics.map((t) => [t.topic, t.tooltip]));
}
