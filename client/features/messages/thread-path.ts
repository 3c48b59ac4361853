/** The address of a conversation's thread (the bell's 'message' entries link here too). */
export const threadPath = (conversationId: string) => `/dashboard/messages/${conversationId}`;
