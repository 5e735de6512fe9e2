import { profileFieldNames, type ProfileForm } from '@commons/shared/schemas';
import type { Individual } from '../../db/schema';

/** Complete means every one of the nine profile fields holds something (the columns share the short names). */
export const isProfileComplete = (individual: Pick<Individual, keyof ProfileForm>): boolean =>
  profileFieldNames.every((field) => individual[field] !== '');
