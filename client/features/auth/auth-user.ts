/** What the UI needs of the signed-in identity: at least its uid and email. */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
};

/** A Google test identity typed into the emulator's sign-in dialog, which stands in for Google's popup offline. */
export type GoogleTestIdentity = { name: string; email: string };
