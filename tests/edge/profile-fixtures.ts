import { DEFAULT_LANGUAGE } from '../../edge/contract/languages.ts';
import type { CreatorProfile } from '../../edge/engines/model/content-model.ts';

/**
 * A profile with nothing typed in, as a new account has it: every text empty, the default language.
 * What the model and the profile checks must cope with before the person fills User Info.
 */
export const blankProfile: CreatorProfile = {
  name: '',
  professionalTitle: '',
  background: '',
  targetAudience: '',
  testimonials: '',
  brandVoice: '',
  language: DEFAULT_LANGUAGE,
};
