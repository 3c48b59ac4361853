import { createContext, useContext } from 'react';

export type DashboardDrawer = { open: boolean; setOpen: (open: boolean) => void };

/**
 * Whether the dashboard's side menu is open on small screens. It lives above the header, whose
 * 'Open dashboard' button opens it, and the dashboard layout, which draws it.
 */
export const DashboardDrawerContext = createContext<DashboardDrawer>({ open: false, setOpen: () => undefined });

export const useDashboardDrawer = () => useContext(DashboardDrawerContext);
