import { createContext, use } from 'react';

/** True from a navigation's start until the page it leads to is on screen (its code may still be loading). */
export const NavigatingContext = createContext(false);

export const useNavigating = (): boolean => use(NavigatingContext);
