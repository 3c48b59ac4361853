/** What the UI needs of the signed-in identity (SPEC section 3: at least uid and email). */
export type AuthUser = {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
};

/** A Google test identity typed into the emulator's sign-in dialog (DESIGN section 8). */
export type GoogleTestIdentity = { name: string; email: string };
