/** The text to show for anything thrown: Firebase, tRPC and fetch errors all carry a message. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
