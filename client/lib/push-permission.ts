/**
 * Whether this browser may be getting the store's pushes (notifications allowed): only then is
 * client/lib/push-device.ts worth loading, at sign-in and sign-out.
 */
export const mayHavePush = () => 'Notification' in window && Notification.permission === 'granted';
