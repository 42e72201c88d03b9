import * as v from 'valibot';

/** Bound on every profile string; Firestore rules apply the same cap. */
export const PROFILE_FIELD_MAX = 200;

const field = v.pipe(v.string(), v.maxLength(PROFILE_FIELD_MAX));

/** One of the two previous-address maps on the profile (spec section 3). */
export const ProfileAddressSchema = v.strictObject({
  addressLine1: field,
  addressLine2: field,
  city: field,
  postcode: field,
});
export type ProfileAddress = v.InferOutput<typeof ProfileAddressSchema>;

/** The user profile, kept in the users collection keyed by user id (spec section 3). */
export const UserProfileSchema = v.strictObject({
  id: field,
  userId: field,
  firstName: field,
  middleName: field,
  lastName: field,
  email: field,
  phoneNumber: field,
  addressLine1: field,
  addressLine2: field,
  city: field,
  postcode: field,
  previousAddress: ProfileAddressSchema,
  previousPreviousAddress: ProfileAddressSchema,
});
export type UserProfile = v.InferOutput<typeof UserProfileSchema>;

export function blankAddress(): ProfileAddress {
  return { addressLine1: '', addressLine2: '', city: '', postcode: '' };
}

/** The profile created when none exists: every field '' and both previous addresses blank maps. */
export function blankProfile(uid: string): UserProfile {
  return {
    id: uid,
    userId: uid,
    firstName: '',
    middleName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    postcode: '',
    previousAddress: blankAddress(),
    previousPreviousAddress: blankAddress(),
  };
}

/** Whether the profile can back an upgrade: the spec requires an email and a phone number. */
export function hasEmailAndPhone(profile: Pick<UserProfile, 'email' | 'phoneNumber'> | null): boolean {
  return profile !== null && profile.email.trim() !== '' && profile.phoneNumber.trim() !== '';
}

type PlainAddress = ProfileAddress;
const plain = (address: PlainAddress | undefined): ProfileAddress =>
  address
    ? {
        addressLine1: address.addressLine1,
        addressLine2: address.addressLine2,
        city: address.city,
        postcode: address.postcode,
      }
    : blankAddress();

/**
 * The profile as a submitted claim leaves it: the names, email and mobile the claim was checked and
 * submitted with, the current address in the top-level fields and the two previous addresses in
 * their maps (blank when the claim names none). The months moved in stay on the claim: the
 * profile has no field for them.
 */
export function profileOfClaim(
  applicant: Pick<UserProfile, 'firstName' | 'middleName' | 'lastName' | 'email' | 'phoneNumber'>,
  addresses: {
    currentAddress: PlainAddress;
    previousAddress?: PlainAddress;
    previousPreviousAddress?: PlainAddress;
  },
): Omit<UserProfile, 'id' | 'userId'> {
  const { firstName, middleName, lastName, email, phoneNumber } = applicant;
  return {
    firstName,
    middleName,
    lastName,
    email: email.toLowerCase(),
    phoneNumber,
    ...plain(addresses.currentAddress),
    previousAddress: plain(addresses.previousAddress),
    previousPreviousAddress: plain(addresses.previousPreviousAddress),
  };
}
